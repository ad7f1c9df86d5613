import { ID_PREFIX, seedId } from './ids.js';
import type { IsoDateString, JobPosting, Language } from './types.js';

interface JobText {
  title: string;
  summary: string;
  /** Opening paragraphs describing the role. */
  intro: string[];
  dia_diem: string;
  muc_luong: string;
  hinh_thuc: string;
  yeu_cau: string[];
  quyen_loi: string[];
}

interface JobDef {
  slug: string;
  so_luong_tuyen: number;
  han_nop: IsoDateString;
  date_created: IsoDateString;
  vi: JobText;
  en: JobText;
}

const APPLY_EMAIL = 'tuyendung@moclam-agrifood.vn';

const LABELS: Readonly<
  Record<Language, Record<'place' | 'salary' | 'type' | 'req' | 'benefits' | 'apply', string>>
> = {
  vi: {
    place: 'Địa điểm',
    salary: 'Mức lương',
    type: 'Hình thức',
    req: 'Yêu cầu',
    benefits: 'Quyền lợi',
    apply: `Gửi CV (ghi rõ vị trí ứng tuyển ở tiêu đề thư) tới ${APPLY_EMAIL}. Chúng tôi phản hồi mọi hồ sơ trong vòng 7 ngày làm việc.`,
  },
  en: {
    place: 'Location',
    salary: 'Salary',
    type: 'Employment type',
    req: 'Requirements',
    benefits: 'Benefits',
    apply: `Send your CV, with the position in the subject line, to ${APPLY_EMAIL}. We reply to every application within 7 working days.`,
  },
};

function jobContent(text: JobText, language: Language): string {
  const label = LABELS[language];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return [
    ...text.intro.map((p) => `<p>${p}</p>`),
    `<p><strong>${label.place}:</strong> ${text.dia_diem}<br><strong>${label.salary}:</strong> ${text.muc_luong}<br><strong>${label.type}:</strong> ${text.hinh_thuc}</p>`,
    `<h3>${label.req}</h3>`,
    list(text.yeu_cau),
    `<h3>${label.benefits}</h3>`,
    list(text.quyen_loi),
    `<p>${label.apply}</p>`,
  ].join('\n');
}

const JOBS: JobDef[] = [
  {
    slug: 'nhan-vien-kinh-doanh-thuong-mai-dien-tu',
    so_luong_tuyen: 2,
    han_nop: '2026-12-31T16:59:59.000Z',
    date_created: '2026-11-03T02:00:00.000Z',
    vi: {
      title: 'Nhân viên kinh doanh thương mại điện tử',
      summary:
        'Phát triển doanh số trên cửa hàng trực tuyến và các sàn thương mại điện tử tại TP. Hồ Chí Minh.',
      intro: [
        'Mộc Lam đang mở rộng kênh bán hàng trực tuyến và cần thêm những người bạn đồng hành yêu thích nông sản Việt.',
        'Bạn sẽ lên kế hoạch chương trình khuyến mãi, theo dõi đơn hàng, tồn kho và làm việc cùng đội thiết kế để sản phẩm hiện lên đẹp nhất.',
      ],
      dia_diem: 'Văn phòng đại diện, phường Bến Thành, TP. Hồ Chí Minh',
      muc_luong: '12 – 18 triệu đồng/tháng + thưởng doanh số',
      hinh_thuc: 'Toàn thời gian',
      yeu_cau: [
        'Tốt nghiệp cao đẳng trở lên, ưu tiên chuyên ngành kinh doanh, marketing',
        'Ít nhất 1 năm kinh nghiệm vận hành gian hàng trực tuyến',
        'Sử dụng thành thạo Excel hoặc Google Sheets',
        'Chủ động, cẩn thận với số liệu',
      ],
      quyen_loi: [
        'Bảo hiểm đầy đủ theo luật, khám sức khỏe hằng năm',
        'Thưởng tháng 13 và thưởng theo kết quả kinh doanh',
        'Chuyến đi thực tế vùng nguyên liệu mỗi năm',
      ],
    },
    en: {
      title: 'E-commerce Sales Executive',
      summary: 'Grow sales in our online shop and on marketplaces, based in Ho Chi Minh City.',
      intro: [
        'Moc Lam is expanding its online sales and looking for teammates who love Vietnamese produce.',
        'You will plan promotions, follow orders and stock, and work with our designers to show every product at its best.',
      ],
      dia_diem: 'Representative office, Ben Thanh ward, Ho Chi Minh City',
      muc_luong: '12–18 million VND/month + sales bonus',
      hinh_thuc: 'Full-time',
      yeu_cau: [
        'College degree or higher, preferably in business or marketing',
        'At least 1 year of experience running an online store',
        'Confident with Excel or Google Sheets',
        'Proactive and careful with figures',
      ],
      quyen_loi: [
        'Statutory insurance and an annual health check',
        '13th-month salary and performance bonuses',
        'A yearly field trip to our growing regions',
      ],
    },
  },
  {
    slug: 'ky-su-nong-nghiep-vung-che',
    so_luong_tuyen: 1,
    han_nop: '2027-01-15T16:59:59.000Z',
    date_created: '2026-10-20T02:00:00.000Z',
    vi: {
      title: 'Kỹ sư nông nghiệp vùng chè',
      summary:
        'Hướng dẫn kỹ thuật canh tác và kiểm soát chất lượng búp chè cho các hợp tác xã tại Thái Nguyên.',
      intro: [
        'Chất lượng chén trà bắt đầu từ nương chè. Bạn sẽ làm việc trực tiếp với các hợp tác xã liên kết để chuẩn hóa quy trình canh tác an toàn.',
        'Công việc gồm lập lịch bón phân, theo dõi sâu bệnh, lấy mẫu búp và tập huấn cho người trồng.',
      ],
      dia_diem: 'Xã Tân Cương, tỉnh Thái Nguyên',
      muc_luong: '11 – 15 triệu đồng/tháng, hỗ trợ xăng xe',
      hinh_thuc: 'Toàn thời gian',
      yeu_cau: [
        'Tốt nghiệp đại học ngành nông học, bảo vệ thực vật hoặc tương đương',
        'Hiểu biết về tiêu chuẩn VietGAP; biết về hữu cơ là lợi thế',
        'Có xe máy, sẵn sàng đi vườn thường xuyên',
      ],
      quyen_loi: [
        'Bảo hiểm đầy đủ, phụ cấp ăn trưa',
        'Được đào tạo về chế biến và thử nếm trà',
        'Lộ trình lên trưởng vùng nguyên liệu',
      ],
    },
    en: {
      title: 'Tea Agronomist',
      summary: 'Guide farming practice and leaf quality for our partner cooperatives in Thai Nguyen.',
      intro: [
        'A good cup of tea starts in the garden. You will work directly with our partner cooperatives to standardise safe farming practice.',
        'The job covers fertiliser schedules, pest monitoring, leaf sampling and training for growers.',
      ],
      dia_diem: 'Tan Cuong commune, Thai Nguyen province',
      muc_luong: '11–15 million VND/month, fuel allowance',
      hinh_thuc: 'Full-time',
      yeu_cau: [
        'University degree in agronomy, plant protection or similar',
        'Knowledge of VietGAP; organic farming experience is a plus',
        'Own motorbike and happy to be in the field often',
      ],
      quyen_loi: [
        'Full insurance and lunch allowance',
        'Training in tea processing and cupping',
        'A path to leading a growing region',
      ],
    },
  },
  {
    slug: 'ky-thuat-vien-rang-ca-phe',
    so_luong_tuyen: 1,
    han_nop: '2026-12-20T16:59:59.000Z',
    date_created: '2026-10-05T02:00:00.000Z',
    vi: {
      title: 'Kỹ thuật viên rang cà phê',
      summary: 'Vận hành máy rang, xây dựng hồ sơ rang và kiểm tra chất lượng tại xưởng rang Đà Lạt.',
      intro: [
        'Xưởng rang của Mộc Lam tại Đà Lạt rang toàn bộ cà phê Arabica và Robusta của công ty theo phương pháp rang mộc.',
        'Bạn sẽ vận hành máy rang 15kg, ghi nhận hồ sơ rang, thử nếm mỗi mẻ và phối hợp với bộ phận kho để lên kế hoạch sản xuất.',
      ],
      dia_diem: 'Xưởng rang, phường Xuân Trường - Đà Lạt, tỉnh Lâm Đồng',
      muc_luong: '10 – 14 triệu đồng/tháng',
      hinh_thuc: 'Toàn thời gian, làm theo ca',
      yeu_cau: [
        'Có kinh nghiệm rang hoặc pha chế cà phê từ 1 năm',
        'Vị giác tốt, ghi chép cẩn thận',
        'Chứng chỉ Q-grader hoặc SCA là lợi thế',
      ],
      quyen_loi: [
        'Hỗ trợ chi phí học chứng chỉ chuyên môn',
        'Bảo hiểm đầy đủ, ăn trưa tại xưởng',
        'Môi trường làm việc giữa đồi cà phê Cầu Đất',
      ],
    },
    en: {
      title: 'Coffee Roasting Technician',
      summary: 'Run the roaster, develop roast profiles and check quality at our Da Lat roastery.',
      intro: [
        'Moc Lam’s roastery in Da Lat roasts all of the company’s Arabica and Robusta, pure roast only.',
        'You will operate a 15 kg roaster, log roast profiles, cup every batch and plan production with the warehouse team.',
      ],
      dia_diem: 'Roastery, Xuan Truong - Da Lat ward, Lam Dong province',
      muc_luong: '10–14 million VND/month',
      hinh_thuc: 'Full-time, shift work',
      yeu_cau: [
        'At least 1 year of experience roasting or making coffee',
        'A good palate and careful record-keeping',
        'Q-grader or SCA certificates are a plus',
      ],
      quyen_loi: [
        'Support for professional certification fees',
        'Full insurance and lunch at the roastery',
        'A workplace among the coffee hills of Cau Dat',
      ],
    },
  },
  {
    slug: 'nhan-vien-cham-soc-khach-hang',
    so_luong_tuyen: 3,
    han_nop: '2026-12-31T16:59:59.000Z',
    date_created: '2026-11-10T02:00:00.000Z',
    vi: {
      title: 'Nhân viên chăm sóc khách hàng trực tuyến',
      summary: 'Tư vấn sản phẩm, xử lý đơn hàng và phản hồi khách hàng qua điện thoại, email và mạng xã hội.',
      intro: [
        'Bạn là người khách hàng gặp đầu tiên khi cần tư vấn chọn trà, cà phê hay cần hỗ trợ về đơn hàng.',
        'Công việc gồm trả lời tin nhắn, gọi xác nhận đơn, theo dõi giao hàng và ghi nhận góp ý để cải thiện sản phẩm.',
      ],
      dia_diem: 'Làm việc tại nhà hoặc văn phòng phường Cầu Giấy, Hà Nội',
      muc_luong: '8 – 11 triệu đồng/tháng',
      hinh_thuc: 'Toàn thời gian hoặc bán thời gian theo ca',
      yeu_cau: [
        'Giọng nói dễ nghe, viết tiếng Việt chuẩn chính tả',
        'Đọc hiểu email tiếng Anh cơ bản',
        'Kiên nhẫn, thích giúp đỡ người khác',
      ],
      quyen_loi: [
        'Linh hoạt thời gian làm việc',
        'Được đào tạo kiến thức sản phẩm bài bản',
        'Giảm 30% khi mua sản phẩm của công ty',
      ],
    },
    en: {
      title: 'Online Customer Care Associate',
      summary: 'Advise on products, handle orders and answer customers by phone, e-mail and social media.',
      intro: [
        'You are the first person customers meet when they want help choosing tea or coffee, or need support with an order.',
        'The job covers answering messages, calling to confirm orders, tracking deliveries and passing on feedback to improve our products.',
      ],
      dia_diem: 'Remote or at our office in Cau Giay ward, Hanoi',
      muc_luong: '8–11 million VND/month',
      hinh_thuc: 'Full-time or part-time shifts',
      yeu_cau: [
        'A pleasant phone manner and accurate written Vietnamese',
        'Able to read basic English e-mails',
        'Patient and glad to help people',
      ],
      quyen_loi: [
        'Flexible working hours',
        'Thorough product training',
        '30% staff discount on company products',
      ],
    },
  },
];

const LANGUAGES: Language[] = ['vi', 'en'];

/** Collection news (loai_tin_tuc 'tuyen-dung', isnews true: kept out of the news feed): 4 postings in each language. */
export const jobPostings: JobPosting[] = JOBS.flatMap((job, index) =>
  LANGUAGES.map((language, k): JobPosting => {
    const text = job[language];
    const label = LABELS[language];
    return {
      _id: seedId(ID_PREFIX.job, index * 2 + k + 1),
      slug: job.slug,
      ngon_ngu: language,
      loai_tin_tuc: 'tuyen-dung',
      isnews: true,
      shared: true,
      sst: index + 1,
      title: text.title,
      summary: text.summary,
      content: jobContent(text, language),
      picture: `/images/news/${job.slug}.svg`,
      date_created: job.date_created,
      add_on_data: [
        { title: label.place, summary: text.dia_diem },
        { title: label.salary, summary: text.muc_luong },
        { title: label.type, summary: text.hinh_thuc },
      ],
      dia_diem: text.dia_diem,
      muc_luong: text.muc_luong,
      hinh_thuc: text.hinh_thuc,
      so_luong_tuyen: job.so_luong_tuyen,
      yeu_cau: text.yeu_cau,
      han_nop: job.han_nop,
    };
  }),
);
