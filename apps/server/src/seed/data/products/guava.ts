import { defineProducts } from './define.js';

export const guavaJuiceProducts = defineProducts('nuoc-ep-oi', [
  {
    ma_vt: 'NEO-001',
    ten_vt: 'Nước ép ổi hồng nguyên chất',
    ten_vt_eng: 'Pure Pink Guava Juice',
    mo_ta:
      'Ổi ruột hồng chín cây từ vườn Đồng Nai, ép và thanh trùng nhanh để giữ màu hồng tự nhiên. Vị ngọt thơm, giàu vitamin C, không thêm phẩm màu.',
    mo_ta_eng:
      'Tree-ripened pink guavas from Dong Nai orchards, pressed and flash-pasteurised to keep their natural blush. Sweet and fragrant, rich in vitamin C, with no added colouring.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Chai',
    so_anh: 3,
    noi_bat: true,
    bien_the: [
      { v1: 'Hồng', v1_eng: 'Pink', v2: '330ml', gia_ban_le: 25_000, ton: 240 },
      { v1: 'Hồng', v1_eng: 'Pink', v2: '1L', gia_ban_le: 45_000, ton: 130 },
    ],
    date_created: '2026-01-18T02:00:00.000Z',
  },
  {
    ma_vt: 'NEO-002',
    ten_vt: 'Nước ổi có tép (thùng 24 chai)',
    ten_vt_eng: 'Guava Juice with Pulp (case of 24 bottles)',
    mo_ta:
      'Nước ổi giữ lại phần tép mịn nên sánh và có độ nhai nhẹ, đúng vị ổi tươi. Thùng 24 chai 330ml, ngon nhất khi uống lạnh.',
    mo_ta_eng:
      'Guava juice that keeps its fine pulp for a thicker, lightly textured sip that tastes like fresh fruit. Case of 24 × 330 ml bottles, best served cold.',
    thi_truong: ['noi-dia'],
    dvt: 'Thùng',
    gia_ban_le: 288_000,
    ton: 52,
    date_created: '2026-02-26T02:00:00.000Z',
  },
  {
    ma_vt: 'NEO-003',
    ten_vt: 'Nước ép ổi không đường',
    ten_vt_eng: 'No-Sugar Guava Juice',
    mo_ta:
      'Chỉ có ổi và nước, không thêm đường, ngọt dịu từ chính trái ổi chín. Phù hợp người ăn kiêng và người cần kiểm soát lượng đường.',
    mo_ta_eng:
      'Just guava and water with no added sugar: the gentle sweetness is the ripe fruit’s own. Suits dieters and anyone keeping an eye on sugar.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Chai',
    bien_the: [
      { v1: 'Không đường', v1_eng: 'No sugar', v2: '330ml', gia_ban_le: 27_000, ton: 180 },
      { v1: 'Không đường', v1_eng: 'No sugar', v2: '1L', gia_ban_le: 49_000, ton: 95 },
    ],
    date_created: '2026-03-27T02:00:00.000Z',
  },
  {
    ma_vt: 'NEO-004',
    ten_vt: 'Nước ép ổi hồng (thùng 24 lon)',
    ten_vt_eng: 'Pink Guava Juice (case of 24 cans)',
    mo_ta:
      'Nước ép ổi hồng đóng lon 240ml, tiện cho tiệc, hội nghị và tủ lạnh gia đình. Hàm lượng nước ổi trên 40%, không chất bảo quản.',
    mo_ta_eng:
      'Pink guava juice in 240 ml cans, handy for parties, events and the family fridge. Over 40% guava juice, no preservatives.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Thùng',
    gia_ban_le: 264_000,
    ton: 75,
    date_created: '2026-04-28T02:00:00.000Z',
  },
  {
    ma_vt: 'NEO-005',
    ten_vt: 'Nước ổi ép lạnh',
    ten_vt_eng: 'Cold-Pressed Guava Juice',
    mo_ta:
      'Ép chậm bằng máy ép thủy lực, không gia nhiệt để giữ trọn hương và vitamin. Hạn dùng ngắn, cần bảo quản lạnh và giao trong ngày tại nội thành.',
    mo_ta_eng:
      'Slowly pressed in a hydraulic press with no heat, keeping all the aroma and vitamins. Short shelf life: keep refrigerated; same-day delivery in the inner city.',
    thi_truong: ['noi-dia'],
    dvt: 'Chai',
    gia_ban_le: 39_000,
    ton: 36,
    date_created: '2026-06-10T02:00:00.000Z',
  },
  {
    ma_vt: 'NEO-006',
    ten_vt: 'Nước ép ổi hồng chanh dây',
    ten_vt_eng: 'Pink Guava and Passion Fruit Juice',
    mo_ta:
      'Ổi hồng kết hợp chanh dây Lâm Đồng cho vị chua ngọt cân bằng và hương nhiệt đới. Chai 1 lít dùng cho cả gia đình.',
    mo_ta_eng:
      'Pink guava with Lam Dong passion fruit for a balanced sweet-tart taste and a tropical aroma. A 1-litre bottle for the whole family.',
    thi_truong: ['noi-dia'],
    dvt: 'Chai',
    gia_ban_le: 52_000,
    ton: 64,
    date_created: '2026-07-21T02:00:00.000Z',
  },
  {
    ma_vt: 'NEO-007',
    ten_vt: 'Nước ép ổi xá lị hộp giấy (thùng 24 hộp)',
    ten_vt_eng: 'Xa Li Guava Juice Cartons (case of 24)',
    mo_ta:
      'Làm từ giống ổi xá lị ruột trắng, giòn ngọt của miền Tây, đóng hộp giấy 200ml có ống hút. Kích cỡ vừa vặn cho hộp cơm trưa của trẻ.',
    mo_ta_eng:
      'Made from the crisp, sweet white-fleshed Xa Li guava of the Mekong Delta, in 200 ml cartons with straws. Just the right size for a school lunchbox.',
    thi_truong: ['noi-dia'],
    dvt: 'Thùng',
    gia_ban_le: 216_000,
    ton: 90,
    date_created: '2026-09-03T02:00:00.000Z',
  },
  {
    ma_vt: 'NEO-008',
    ten_vt: 'Hộp quà nước ép ổi chai thủy tinh',
    ten_vt_eng: 'Guava Juice Gift Box, Glass Bottles',
    mo_ta:
      'Sáu chai thủy tinh 250ml gồm ổi hồng, ổi có tép và ổi không đường trong hộp quà giấy kraft. Món quà tươi mát cho dịp lễ và thăm hỏi.',
    mo_ta_eng:
      'Six 250 ml glass bottles of pink guava, guava with pulp and no-sugar guava in a kraft-paper gift box. A refreshing present for holidays and visits.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    so_anh: 2,
    noi_bat: true,
    gia_ban_le: 165_000,
    ton: 42,
    date_created: '2026-10-26T02:00:00.000Z',
  },
]);
