import { BANK_ACCOUNT } from '../commerce.js';
import { companyContact } from '../company.js';
import { h, type PageDef, p, ul } from './define.js';

const PHONE = companyContact.phone;

export const guidePages: PageDef[] = [
  {
    vi: {
      slug: 'huong-dan-dat-hang',
      title: 'Hướng dẫn đặt hàng',
      blocks: [
        p(
          'Đặt hàng tại Mộc Lam chỉ mất vài phút, bạn có thể mua với tư cách khách hoặc đăng nhập để lưu lịch sử đơn hàng.',
        ),
        ul([
          '<strong>Bước 1:</strong> Chọn sản phẩm từ danh mục hoặc ô tìm kiếm, chọn biến thể (hương vị, dung tích) nếu có.',
          '<strong>Bước 2:</strong> Nhập số lượng và bấm "Thêm vào giỏ hàng". Giỏ hàng ở góc trên bên phải cho biết số dòng sản phẩm.',
          '<strong>Bước 3:</strong> Mở giỏ hàng, kiểm tra số lượng rồi bấm "Thanh toán".',
          '<strong>Bước 4:</strong> Nhập hoặc chọn địa chỉ nhận hàng, chọn đơn vị vận chuyển và phương thức thanh toán, thêm mã giảm giá nếu có.',
          '<strong>Bước 5:</strong> Kiểm tra tổng tiền, phí giao hàng, khoản giảm phí giao hàng và bấm "Đặt hàng".',
        ]),
        p(
          'Một số sản phẩm khuyến mãi chỉ áp dụng giá ưu đãi cho số lượng giới hạn; phần vượt quá sẽ tính theo giá bán lẻ và giỏ hàng sẽ thông báo cho bạn.',
        ),
      ],
    },
    en: {
      slug: 'how-to-order',
      title: 'How to order',
      blocks: [
        p(
          'Ordering from Moc Lam takes just a few minutes. You can buy as a guest or log in to keep your order history.',
        ),
        ul([
          '<strong>Step 1:</strong> Find a product in the categories or with the search box, and choose a variant (flavour, size) if there is one.',
          '<strong>Step 2:</strong> Enter the quantity and click "Add to cart". The cart icon at the top right shows how many lines it holds.',
          '<strong>Step 3:</strong> Open the cart, check the quantities and click "Checkout".',
          '<strong>Step 4:</strong> Enter or pick a delivery address, choose a carrier and a payment method, and add a discount code if you have one.',
          '<strong>Step 5:</strong> Check the total, the shipping fee and any shipping discount, then click "Place order".',
        ]),
        p(
          'Some promotional prices apply only to a limited number of items; any extra items are charged at the retail price, and the cart tells you when that happens.',
        ),
      ],
    },
  },
  {
    vi: {
      slug: 'huong-dan-chuyen-khoan',
      title: 'Hướng dẫn thanh toán chuyển khoản',
      blocks: [
        p(
          'Sau khi đặt hàng với phương thức chuyển khoản, trang kết quả và trang đơn hàng sẽ hiển thị mã VietQR cho đơn của bạn.',
        ),
        ul([
          'Mở ứng dụng ngân hàng bất kỳ, chọn quét mã QR và quét mã trên màn hình.',
          'Số tiền và nội dung chuyển khoản (mã đơn hàng) được điền sẵn; vui lòng không sửa nội dung.',
          'Xác nhận giao dịch. Đơn hàng được cập nhật là đã thanh toán sau khi chúng tôi nhận được tiền.',
        ]),
        h('Chuyển khoản thủ công'),
        p(
          `Nếu không quét được mã, bạn có thể chuyển khoản tới: ${BANK_ACCOUNT.bankName}, số tài khoản <strong>${BANK_ACCOUNT.accountNumber}</strong>, chủ tài khoản ${BANK_ACCOUNT.accountName}. Nội dung chuyển khoản ghi đúng mã đơn hàng.`,
        ),
        p(
          'Đơn chuyển khoản được giữ trong 24 giờ. Nếu đã chuyển mà đơn chưa được cập nhật sau 2 giờ làm việc, hãy gọi cho chúng tôi kèm ảnh biên lai.',
        ),
      ],
    },
    en: {
      slug: 'bank-transfer-guide',
      title: 'Paying by bank transfer',
      blocks: [
        p(
          'When you choose bank transfer, the result page and your order page show a VietQR code for your order.',
        ),
        ul([
          'Open any banking app, choose to scan a QR code and scan the code on screen.',
          'The amount and the transfer note (your order code) are filled in; please do not change the note.',
          'Confirm the payment. Your order is marked as paid once we receive the money.',
        ]),
        h('Manual transfer'),
        p(
          `If you cannot scan the code, transfer to: ${BANK_ACCOUNT.bankNameEn}, account number <strong>${BANK_ACCOUNT.accountNumber}</strong>, account holder ${BANK_ACCOUNT.accountName}. Use your order code as the transfer note.`,
        ),
        p(
          'Bank-transfer orders are held for 24 hours. If you have paid and the order is not updated within 2 working hours, call us with a photo of the receipt.',
        ),
      ],
    },
  },
  {
    vi: {
      slug: 'huong-dan-thanh-toan-vi-dien-tu',
      title: 'Hướng dẫn thanh toán bằng ví điện tử',
      blocks: [
        p(
          'Mộc Lam nhận thanh toán qua cổng VNPay, hỗ trợ ví điện tử, thẻ ATM nội địa có đăng ký Internet Banking và thẻ quốc tế.',
        ),
        ul([
          'Ở bước thanh toán, chọn "Ví điện tử VNPay" rồi bấm "Đặt hàng".',
          'Bạn được chuyển sang trang của VNPay: quét mã QR bằng ứng dụng ngân hàng hoặc ví, hoặc nhập thông tin thẻ.',
          'Xác thực giao dịch bằng mã OTP do ngân hàng gửi.',
          'Sau khi thanh toán, bạn được đưa về trang kết quả đơn hàng của Mộc Lam.',
        ]),
        p(
          'Nếu bạn đóng trang giữa chừng, đơn hàng vẫn được lưu và bạn có thể thanh toán lại trong mục Đơn hàng của tài khoản. Mộc Lam không lưu thông tin thẻ của bạn.',
        ),
      ],
    },
    en: {
      slug: 'e-wallet-payment-guide',
      title: 'Paying with an e-wallet',
      blocks: [
        p(
          'Moc Lam accepts payment through the VNPay gateway: e-wallets, domestic ATM cards with internet banking, and international cards.',
        ),
        ul([
          'At checkout, choose "VNPay e-wallet" and click "Place order".',
          'You are taken to the VNPay page: scan the QR code with your banking or wallet app, or enter your card details.',
          'Confirm the payment with the one-time code your bank sends.',
          'After paying, you come back to the Moc Lam order result page.',
        ]),
        p(
          'If you close the page midway, your order is kept and you can pay again from Orders in your account. Moc Lam never stores your card details.',
        ),
      ],
    },
  },
  {
    vi: {
      slug: 'huong-dan-tai-khoan',
      title: 'Hướng dẫn tạo và quản lý tài khoản',
      blocks: [
        p('Tài khoản giúp bạn lưu sổ địa chỉ, xem lại đơn hàng và danh sách sản phẩm yêu thích.'),
        h('Đăng ký'),
        ul([
          'Bấm biểu tượng tài khoản, chọn "Đăng ký" và nhập email hoặc số điện thoại, họ tên, mật khẩu.',
          'Mật khẩu có ít nhất 6 ký tự, gồm ít nhất 1 chữ hoa, 1 chữ thường và 1 chữ số.',
          'Nhập mã xác thực được gửi tới email hoặc số điện thoại của bạn để hoàn tất.',
        ]),
        h('Quản lý tài khoản'),
        p(
          'Trong trang tài khoản, bạn có thể cập nhật họ tên, ngày sinh, giới tính, thêm địa chỉ và chọn địa chỉ mặc định. Quên mật khẩu? Chọn "Quên mật khẩu" ở trang đăng nhập, nhập mã xác thực rồi đặt mật khẩu mới.',
        ),
      ],
    },
    en: {
      slug: 'account-guide',
      title: 'Creating and managing your account',
      blocks: [
        p('An account keeps your address book, your orders and your list of favourite products.'),
        h('Signing up'),
        ul([
          'Click the account icon, choose "Register" and enter your e-mail or phone number, full name and a password.',
          'The password needs at least 6 characters, with at least 1 uppercase letter, 1 lowercase letter and 1 digit.',
          'Enter the verification code sent to your e-mail or phone to finish.',
        ]),
        h('Managing your account'),
        p(
          'On your account page you can update your name, date of birth and gender, add addresses and choose a default one. Forgot your password? Choose "Forgot password" on the login page, enter the verification code and set a new password.',
        ),
      ],
    },
  },
  {
    vi: {
      slug: 'huong-dan-tra-cuu-don-hang',
      title: 'Hướng dẫn theo dõi đơn hàng',
      blocks: [
        p(
          'Đăng nhập và mở mục "Đơn hàng" trong trang tài khoản để xem toàn bộ đơn đã đặt cùng trạng thái hiện tại.',
        ),
        ul([
          '<strong>Đơn mới:</strong> Mộc Lam đã nhận đơn và sẽ gọi xác nhận nếu cần.',
          '<strong>Đã xác nhận:</strong> đơn đang được đóng gói tại kho.',
          '<strong>Đang giao hàng:</strong> đơn đã giao cho đơn vị vận chuyển, kèm ngày dự kiến nhận.',
          '<strong>Đã giao hàng</strong> hoặc <strong>Đã huỷ</strong>: đơn đã hoàn tất hoặc đã được huỷ.',
        ]),
        p(
          `Khi đơn chưa được giao cho đơn vị vận chuyển, bạn có thể tự huỷ đơn và ghi lý do. Nút "Mua lại" giúp thêm nhanh các sản phẩm của đơn cũ vào giỏ hàng. Nếu bạn đặt hàng không cần đăng nhập, hãy gọi ${PHONE} và đọc mã đơn hàng để được tra cứu.`,
        ),
      ],
    },
    en: {
      slug: 'order-tracking-guide',
      title: 'Tracking your order',
      blocks: [
        p(
          'Log in and open "Orders" on your account page to see every order you have placed and its current status.',
        ),
        ul([
          '<strong>New order:</strong> we have received it and will call to confirm if needed.',
          '<strong>Confirmed:</strong> your order is being packed in our warehouse.',
          '<strong>Shipping:</strong> the carrier has it, with an expected delivery date.',
          '<strong>Delivered</strong> or <strong>Cancelled</strong>: the order is complete or has been cancelled.',
        ]),
        p(
          `Until your order is handed to the carrier you can cancel it yourself and give a reason. The "Buy again" button adds the products of a past order to your cart. If you ordered as a guest, call ${PHONE} with your order code and we will look it up.`,
        ),
      ],
    },
  },
];
