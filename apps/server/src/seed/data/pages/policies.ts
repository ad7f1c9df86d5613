import { companyContact, companyInfo } from '../company.js';
import { h, type PageDef, p, ul } from './define.js';

const EMAIL = companyInfo.email;
const PHONE = companyContact.phone;

export const policyPages: PageDef[] = [
  {
    vi: {
      slug: 'chinh-sach-bao-mat',
      title: 'Chính sách bảo mật thông tin',
      blocks: [
        p(
          `${companyInfo.name} (Mộc Lam) tôn trọng và bảo vệ thông tin cá nhân của khách hàng. Chính sách này cho biết chúng tôi thu thập những gì, dùng vào việc gì và bạn có những quyền gì.`,
        ),
        h('1. Thông tin chúng tôi thu thập'),
        ul([
          'Họ tên, số điện thoại, email và địa chỉ nhận hàng khi bạn đặt hàng hoặc tạo tài khoản.',
          'Ngày sinh, giới tính nếu bạn tự bổ sung trong trang tài khoản.',
          'Lịch sử đơn hàng, sản phẩm yêu thích và nội dung bạn gửi qua biểu mẫu liên hệ.',
          'Dữ liệu kỹ thuật như cookie phiên làm việc để giữ giỏ hàng và ngôn ngữ bạn chọn.',
        ]),
        h('2. Mục đích sử dụng'),
        p(
          'Thông tin chỉ dùng để xử lý và giao đơn hàng, chăm sóc khách hàng, gửi mã xác thực và, nếu bạn đồng ý, gửi tin khuyến mãi. Chúng tôi không bán thông tin cá nhân cho bất kỳ bên nào.',
        ),
        h('3. Ai nhận thông tin của bạn'),
        ul([
          'Nhà cung cấp dịch vụ email (máy chủ SMTP) và tin nhắn: địa chỉ email hoặc số điện thoại và nội dung thư, để gửi mã xác thực, thông báo đơn hàng và, nếu bạn đồng ý, bản tin.',
          'Cổng thanh toán (VNPay, ngân hàng nhận chuyển khoản): mã đơn hàng và số tiền.',
          'Đơn vị vận chuyển (GHN, GHTK): tên, số điện thoại và địa chỉ nhận hàng.',
          'Dịch vụ chống spam Google reCAPTCHA khi bạn đăng ký, gửi liên hệ hoặc nhận mã: thông tin kỹ thuật của trình duyệt.',
          'Chúng tôi không bán thông tin cá nhân. Mật khẩu được mã hóa một chiều, nhân viên Mộc Lam cũng không xem được.',
        ]),
        h('4. Lưu trữ bao lâu'),
        ul([
          'Tài khoản, sổ địa chỉ, sản phẩm yêu thích: đến khi bạn xóa tài khoản.',
          'Đơn hàng: 10 năm kể từ cuối năm tài chính, theo Luật Kế toán; khi bạn xóa tài khoản, đơn hàng không còn tên, số điện thoại và email của bạn.',
          'Giỏ hàng của khách chưa đăng nhập và đơn nháp chưa đặt: 30 ngày. Bản sao thư đã gửi: 90 ngày. Bộ đếm đăng nhập sai: đến khi hết thời gian khóa.',
          'Các lựa chọn đồng ý của bạn: đến khi xóa tài khoản, để chứng minh bạn đã đồng ý hay rút lại.',
        ]),
        h('5. Quyền của bạn và cách thực hiện'),
        ul([
          'Đồng ý hoặc rút lại đồng ý nhận thư tin tức và cookie không thiết yếu: trong trang Thông tin tài khoản, hoặc bằng liên kết huỷ đăng ký trong mỗi thư (có hiệu lực ngay).',
          'Xem và tải về dữ liệu của bạn (JSON hoặc HTML): nút Tải dữ liệu trong trang Thông tin tài khoản.',
          'Sửa thông tin: trong trang tài khoản và sổ địa chỉ.',
          'Xóa tài khoản: nhập lại mật khẩu trong trang Thông tin tài khoản.',
          'Khách đặt hàng không cần tài khoản: tải về hoặc xóa dữ liệu gắn với e-mail đã dùng khi đặt hàng, bằng mã xác thực gửi đến e-mail đó, tại trang <a href="/yeu-cau-du-lieu">Yêu cầu về dữ liệu cá nhân</a>.',
          `Mọi yêu cầu khác: gửi email đến ${EMAIL}. Chúng tôi trả lời trong 2 ngày làm việc và thực hiện trong tối đa 10 ngày.`,
        ]),
      ],
    },
    en: {
      slug: 'privacy-policy',
      title: 'Privacy policy',
      blocks: [
        p(
          `${companyInfo.name_en} (Moc Lam) respects and protects the personal data of its customers. This policy explains what we collect, why, and what rights you have.`,
        ),
        h('1. Data we collect'),
        ul([
          'Your name, phone number, e-mail and delivery address when you order or create an account.',
          'Date of birth and gender if you add them on your account page.',
          'Order history, favourite products and anything you send through the contact form.',
          'Technical data such as a session cookie that keeps your cart and chosen language.',
        ]),
        h('2. How we use it'),
        p(
          'We use your data only to process and deliver orders, look after you, send verification codes and, if you agree, send offers. We never sell personal data to anyone.',
        ),
        h('3. Who receives your data'),
        ul([
          'The e-mail (SMTP) and messaging providers: your e-mail address or phone number and the message, to send codes, order notices and, if you agree, the newsletter.',
          'Payment gateways (VNPay, the bank receiving a transfer): the order code and amount.',
          'Carriers (GHN, GHTK): the receiver’s name, phone number and address.',
          'Google reCAPTCHA, the bot check, when you sign up, write to us or ask for a code: technical data of your browser.',
          'We never sell personal data. Passwords are hashed one way; not even Moc Lam staff can read them.',
        ]),
        h('4. How long we keep it'),
        ul([
          'Your account, address book and favourites: until you delete the account.',
          'Orders: 10 years from the end of the fiscal year, as the Law on Accounting requires; once you delete your account they no longer carry your name, phone number or e-mail.',
          'A guest’s cart and unplaced checkout drafts: 30 days. Copies of sent mails: 90 days. Wrong-password counters: until the lock ends.',
          'Your consent choices: until you delete the account, as proof of what you agreed to or withdrew.',
        ]),
        h('5. Your rights and how to use them'),
        ul([
          'Give or withdraw consent to newsletters and non-essential cookies: on your account page, or with the unsubscribe link in every mail (effective at once).',
          'See and download your data (JSON or HTML): the Download buttons on your account page.',
          'Correct your data: on your account page and address book.',
          'Delete your account: type your password again on your account page.',
          'Guests who ordered without an account: download or delete the data linked to the e-mail used for the order, with a code sent to that e-mail, on the <a href="/yeu-cau-du-lieu?lang=en">Personal data requests</a> page.',
          `Any other request: write to ${EMAIL}. We answer within 2 working days and carry it out within 10 days.`,
        ]),
      ],
    },
  },
  {
    vi: {
      slug: 'chinh-sach-doi-tra',
      title: 'Chính sách đổi trả và hoàn tiền',
      blocks: [
        p(
          'Mộc Lam mong mỗi món hàng đến tay bạn đều nguyên vẹn và đúng ý. Nếu chưa được như vậy, chúng tôi sẵn sàng đổi trả.',
        ),
        h('Trường hợp được đổi trả'),
        ul([
          'Sản phẩm bị móp, vỡ, rò rỉ hoặc hư hỏng trong quá trình vận chuyển.',
          'Giao sai sản phẩm, sai biến thể hoặc thiếu số lượng so với đơn hàng.',
          'Sản phẩm còn hạn sử dụng dưới 30 ngày khi nhận mà không được thông báo trước.',
          'Sản phẩm chưa mở bao bì, trong vòng 7 ngày kể từ khi nhận, nếu bạn đổi ý (bạn chịu phí gửi trả).',
        ]),
        h('Cách thức'),
        p(
          `Báo cho chúng tôi trong vòng 48 giờ kể từ khi nhận hàng qua số ${PHONE} hoặc email ${EMAIL}, kèm mã đơn hàng và ảnh hoặc video mở hộp. Mộc Lam sẽ gửi hàng thay thế hoặc hoàn tiền trong 7 ngày làm việc sau khi xác nhận.`,
        ),
        p(
          'Tiền hoàn được chuyển về tài khoản ngân hàng bạn cung cấp; đơn thanh toán qua VNPay được hoàn về đúng phương thức đã dùng.',
        ),
      ],
    },
    en: {
      slug: 'return-policy',
      title: 'Returns and refunds policy',
      blocks: [
        p(
          'We want every item to reach you intact and just as you expected. If it does not, we are happy to exchange or refund it.',
        ),
        h('What can be returned'),
        ul([
          'Products that are dented, broken, leaking or damaged in transit.',
          'Wrong products, wrong variants or missing items compared with your order.',
          'Products with less than 30 days of shelf life on arrival, unless we told you beforehand.',
          'Unopened products within 7 days of delivery if you change your mind (you pay the return postage).',
        ]),
        h('How to return'),
        p(
          `Tell us within 48 hours of delivery on ${PHONE} or at ${EMAIL}, with your order code and photos or an unboxing video. Once confirmed, we send a replacement or refund you within 7 working days.`,
        ),
        p(
          'Refunds go to the bank account you give us; orders paid through VNPay are refunded to the same method.',
        ),
      ],
    },
  },
  {
    vi: {
      slug: 'chinh-sach-van-chuyen',
      title: 'Chính sách vận chuyển',
      blocks: [
        p(
          'Mộc Lam giao hàng toàn quốc qua các đối tác Giao Hàng Nhanh, Giao Hàng Tiết Kiệm và Viettel Post. Bạn chọn đơn vị và gói cước ở bước thanh toán.',
        ),
        h('Phí giao hàng'),
        ul([
          'Nội thành TP. Hồ Chí Minh và Hà Nội: từ 20.000đ đến 25.000đ tùy khu vực.',
          'Các tỉnh, thành khác: theo bảng phí của từng địa phương, tối đa 35.000đ cho mỗi đơn.',
          'Đơn từ 500.000đ được giảm tới 30.000đ phí giao hàng; đơn từ 1.000.000đ được giảm tới 50.000đ.',
        ]),
        h('Thời gian giao'),
        p(
          'Đơn đặt trước 15 giờ được đóng gói trong ngày. Thời gian giao dự kiến từ 2 đến 5 ngày tùy gói cước và địa chỉ, được hiển thị trong đơn hàng của bạn. Nước ổi ép lạnh chỉ giao trong ngày tại nội thành.',
        ),
        p(
          'Vui lòng kiểm tra tình trạng thùng hàng trước khi ký nhận. Nếu thùng bị móp, ướt hoặc rách, hãy chụp ảnh và báo ngay cho chúng tôi.',
        ),
      ],
    },
    en: {
      slug: 'shipping-policy',
      title: 'Shipping policy',
      blocks: [
        p(
          'Moc Lam delivers nationwide with Giao Hang Nhanh, Giao Hang Tiet Kiem and Viettel Post. You choose the carrier and service at checkout.',
        ),
        h('Shipping fees'),
        ul([
          'Inner Ho Chi Minh City and Hanoi: 20,000 to 25,000 VND depending on the area.',
          'Other provinces and cities: according to the local fee table, at most 35,000 VND per order.',
          'Orders from 500,000 VND get up to 30,000 VND off shipping; orders from 1,000,000 VND get up to 50,000 VND off.',
        ]),
        h('Delivery time'),
        p(
          'Orders placed before 3 p.m. are packed the same day. Delivery usually takes 2 to 5 days depending on the service and address, and the expected date is shown in your order. Cold-pressed guava juice is delivered same-day in the inner city only.',
        ),
        p(
          'Please check the parcel before signing for it. If it is dented, wet or torn, take a photo and let us know right away.',
        ),
      ],
    },
  },
  {
    vi: {
      slug: 'chinh-sach-thanh-toan',
      title: 'Chính sách thanh toán',
      blocks: [
        p('Bạn có thể chọn một trong ba hình thức thanh toán khi đặt hàng:'),
        ul([
          '<strong>Thanh toán khi nhận hàng (COD):</strong> trả tiền mặt cho nhân viên giao hàng.',
          '<strong>Chuyển khoản ngân hàng:</strong> quét mã VietQR hiển thị sau khi đặt hàng, nội dung chuyển khoản là mã đơn hàng.',
          '<strong>Ví điện tử VNPay:</strong> thanh toán bằng ví, thẻ ATM nội địa hoặc thẻ quốc tế qua cổng VNPay.',
        ]),
        p(
          'Với chuyển khoản, đơn hàng được giữ trong 24 giờ chờ thanh toán; sau thời gian này đơn có thể bị huỷ để trả hàng về kho. Giá trên website đã bao gồm thuế giá trị gia tăng.',
        ),
        p(
          'Nếu bạn cần hóa đơn điện tử cho doanh nghiệp, vui lòng ghi tên công ty, mã số thuế và email nhận hóa đơn trong phần ghi chú đơn hàng.',
        ),
      ],
    },
    en: {
      slug: 'payment-policy',
      title: 'Payment policy',
      blocks: [
        p('You can choose one of three ways to pay when you order:'),
        ul([
          '<strong>Cash on delivery (COD):</strong> pay the courier in cash.',
          '<strong>Bank transfer:</strong> scan the VietQR code shown after ordering; the transfer note is your order code.',
          '<strong>VNPay e-wallet:</strong> pay with an e-wallet, a domestic ATM card or an international card through VNPay.',
        ]),
        p(
          'For bank transfers we hold your order for 24 hours awaiting payment; after that it may be cancelled and the goods returned to stock. Prices on the website include VAT.',
        ),
        p(
          'If your business needs an e-invoice, add the company name, tax code and invoice e-mail in the order notes.',
        ),
      ],
    },
  },
  {
    vi: {
      slug: 'chinh-sach-bao-hanh-khieu-nai',
      title: 'Chính sách bảo đảm chất lượng và giải quyết khiếu nại',
      blocks: [
        p(
          'Mọi sản phẩm của Mộc Lam đều có nguồn gốc rõ ràng, ghi ngày sản xuất và hạn sử dụng trên bao bì. Chúng tôi bảo đảm chất lượng sản phẩm đến hết hạn sử dụng khi được bảo quản đúng hướng dẫn.',
        ),
        h('Khi nào bạn nên liên hệ'),
        ul([
          'Sản phẩm có mùi, vị, màu sắc bất thường hoặc có dấu hiệu ẩm mốc trước hạn sử dụng.',
          'Bao bì không còn nguyên vẹn khi nhận, tem niêm phong bị rách.',
          'Bạn chưa hài lòng về thái độ phục vụ hoặc thời gian giao hàng.',
        ]),
        h('Quy trình giải quyết'),
        p(
          `Gửi khiếu nại qua biểu mẫu liên hệ, email ${EMAIL} hoặc số ${PHONE}. Bộ phận chăm sóc khách hàng phản hồi trong 24 giờ và đưa ra phương án xử lý trong tối đa 3 ngày làm việc: đổi sản phẩm, hoàn tiền hoặc tặng mã giảm giá tùy trường hợp.`,
        ),
        p(
          'Với sản phẩm nghi có vấn đề về an toàn thực phẩm, vui lòng giữ lại bao bì và số lô để chúng tôi truy xuất và kiểm tra cả lô hàng.',
        ),
      ],
    },
    en: {
      slug: 'warranty-and-complaints',
      title: 'Quality guarantee and complaints',
      blocks: [
        p(
          'Every Moc Lam product has a clear origin and shows its production and expiry dates on the pack. We guarantee its quality until the expiry date when it is stored as instructed.',
        ),
        h('When to contact us'),
        ul([
          'A product smells, tastes or looks unusual, or shows signs of mould before its expiry date.',
          'The packaging was not intact on arrival or the seal was broken.',
          'You were unhappy with our service or the delivery time.',
        ]),
        h('How we handle complaints'),
        p(
          `Send your complaint through the contact form, to ${EMAIL} or on ${PHONE}. Customer care replies within 24 hours and proposes a solution within 3 working days at most: a replacement, a refund or a discount code, depending on the case.`,
        ),
        p(
          'If you suspect a food-safety problem, please keep the packaging and batch number so we can trace and check the whole batch.',
        ),
      ],
    },
  },
];
