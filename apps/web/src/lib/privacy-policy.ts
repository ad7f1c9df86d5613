/** SPEC §2: the privacy policy's slug in each language (the page a consent box links to, decision 063). */
export const PRIVACY_POLICY_HREF = {
  vi: '/chinh-sach/chinh-sach-bao-mat',
  en: '/chinh-sach/privacy-policy',
} as const;
