import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CompanyDetails, companyQueries, toCompanyDetails } from '@/lib/company';
import { useLanguageStore } from '@/stores/language-store';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, YoutubeIcon } from './icons';

/** The company record in the page language; undefined while loading or when it cannot be read. */
export function useCompanyDetails(): { company: CompanyDetails | undefined; isPending: boolean } {
  const language = useLanguageStore((state) => state.language);
  const { data, isPending } = useQuery(companyQueries.info());
  const company = useMemo(() => (data ? toCompanyDetails(data, language) : undefined), [data, language]);
  return { company, isPending };
}

type Tone = 'dark' | 'light';

const TONES: Record<Tone, { text: string; icon: string; link: string; social: string }> = {
  dark: {
    text: 'text-leaf-100',
    icon: 'text-leaf-300',
    link: 'hover:text-white focus-visible:outline-white',
    social: 'bg-leaf-800 text-leaf-50 hover:bg-leaf-700 focus-visible:outline-white',
  },
  light: {
    text: 'text-coffee-800',
    icon: 'text-leaf-700',
    link: 'hover:text-leaf-700 focus-visible:outline-leaf-700',
    social: 'bg-leaf-50 text-leaf-800 hover:bg-leaf-100 focus-visible:outline-leaf-700',
  },
};

/** Address, e-mail, phone and social links of the company (SPEC §2 Footer, /lien-he). */
export function CompanyContactList({ company, tone = 'dark' }: { company: CompanyDetails; tone?: Tone }) {
  const { t } = useLingui();
  const style = TONES[tone];
  const socials = [
    { href: company.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: company.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: company.youtube, label: 'YouTube', Icon: YoutubeIcon },
    { href: company.email ? `mailto:${company.email}` : undefined, label: t`Email`, Icon: MailIcon },
  ].filter((social): social is typeof social & { href: string } => Boolean(social.href));

  return (
    <div className={`text-sm ${style.text}`}>
      <ul className="space-y-2.5">
        {company.address ? (
          <li className="flex gap-2.5">
            <MapPinIcon className={`mt-0.5 size-5 shrink-0 ${style.icon}`} />
            <span>
              <span className="sr-only">
                <Trans>Địa chỉ:</Trans>{' '}
              </span>
              {company.address}
            </span>
          </li>
        ) : null}
        {company.email ? (
          <li className="flex gap-2.5">
            <MailIcon className={`mt-0.5 size-5 shrink-0 ${style.icon}`} />
            <a
              href={`mailto:${company.email}`}
              className={`break-all underline-offset-2 hover:underline ${style.link}`}
            >
              {company.email}
            </a>
          </li>
        ) : null}
        {company.phone ? (
          <li className="flex gap-2.5">
            <PhoneIcon className={`mt-0.5 size-5 shrink-0 ${style.icon}`} />
            <a
              href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}
              className={`hover:underline ${style.link}`}
            >
              {company.phone}
            </a>
          </li>
        ) : null}
      </ul>
      {socials.length > 0 ? (
        <ul className="mt-4 flex gap-2" aria-label={t`Mạng xã hội`}>
          {socials.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                href={href}
                target={href.startsWith('mailto:') ? undefined : '_blank'}
                rel="noopener noreferrer"
                aria-label={label}
                title={label}
                className={`inline-flex size-11 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 ${style.social}`}
              >
                <Icon className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
