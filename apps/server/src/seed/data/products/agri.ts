import { defineProducts } from './define.js';

export const agriProducts = defineProducts('nong-san', [
  {
    ma_vt: 'NSA-001',
    ten_vt: 'Hạt điều rang muối Bình Phước',
    ten_vt_eng: 'Binh Phuoc Salted Roasted Cashews',
    mo_ta:
      'Hạt điều W320 từ vùng điều Bình Phước, còn nguyên vỏ lụa, rang củi với muối hột. Hạt giòn, béo, vị mặn vừa phải, đóng hộp kín giữ độ giòn lâu.',
    mo_ta_eng:
      'W320 cashews from the Binh Phuoc growing area, roasted over wood with sea salt and the thin skins left on. Crunchy and rich with a balanced saltiness, sealed to stay crisp.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    so_anh: 2,
    noi_bat: true,
    bien_the: [
      { v1: 'Rang muối', v1_eng: 'Salted', v2: '250g', gia_ban_le: 125_000, ton: 140 },
      { v1: 'Rang muối', v1_eng: 'Salted', v2: '500g', gia_ban_le: 235_000, ton: 90 },
      { v1: 'Rang mộc', v1_eng: 'Unsalted', v2: '500g', gia_ban_le: 235_000, ton: 60 },
    ],
    thue_suat: 8,
    date_created: '2026-01-10T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-002',
    ten_vt: 'Tiêu Phú Quốc',
    ten_vt_eng: 'Phu Quoc Peppercorns',
    mo_ta:
      'Tiêu trồng trên đất đỏ đảo Phú Quốc, hạt chắc, cay nồng và thơm dịu. Tiêu đen phơi nắng tự nhiên; tiêu đỏ được hái từ những chùm chín mọng nên vị ngọt và thơm hơn.',
    mo_ta_eng:
      'Pepper grown in the red soil of Phu Quoc island: dense corns, pungent heat and a gentle aroma. Black pepper is sun-dried; red pepper comes from fully ripe clusters and tastes sweeter and more fragrant.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    so_anh: 2,
    bien_the: [
      { v1: 'Tiêu đen', v1_eng: 'Black', v2: '200g', gia_ban_le: 95_000, ton: 210 },
      { v1: 'Tiêu đen', v1_eng: 'Black', v2: '500g', gia_ban_le: 215_000, ton: 80 },
      { v1: 'Tiêu đỏ', v1_eng: 'Red', v2: '200g', gia_ban_le: 165_000, ton: 45 },
    ],
    date_created: '2026-01-28T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-003',
    ten_vt: 'Gạo ST25 Sóc Trăng',
    ten_vt_eng: 'Soc Trang ST25 Rice',
    mo_ta:
      'Gạo ST25 trồng theo mô hình lúa – tôm ở Sóc Trăng, hạt dài, trắng trong. Cơm dẻo, thơm mùi lá dứa và vẫn mềm khi để nguội; có thêm loại gạo lứt cho bữa ăn lành mạnh.',
    mo_ta_eng:
      'ST25 rice grown in rice-shrimp paddies in Soc Trang, with long, translucent grains. It cooks soft and fragrant with a pandan note and stays tender when cool; also available as brown rice.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    so_anh: 2,
    noi_bat: true,
    bien_the: [
      { v1: 'Gạo trắng', v1_eng: 'White', v2: '2kg', gia_ban_le: 78_000, ton: 160 },
      { v1: 'Gạo trắng', v1_eng: 'White', v2: '5kg', gia_ban_le: 185_000, ton: 120 },
      { v1: 'Gạo lứt', v1_eng: 'Brown', v2: '2kg', gia_ban_le: 86_000, ton: 70 },
    ],
    date_created: '2026-02-06T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-004',
    ten_vt: 'Gạo lứt đen Điện Biên',
    ten_vt_eng: 'Dien Bien Black Rice',
    mo_ta:
      'Lúa nếp cẩm được bà con vùng lòng chảo Mường Thanh trồng một vụ mỗi năm. Hạt gạo tím đen giàu chất xơ và anthocyanin, nấu cơm, nấu cháo hay làm sữa chua nếp cẩm đều ngon.',
    mo_ta_eng:
      'Black glutinous rice grown once a year by farmers of the Muong Thanh valley. The purple-black grains are rich in fibre and anthocyanins; cook them as rice, porridge or the classic black rice yogurt.',
    thi_truong: ['noi-dia'],
    dvt: 'Kg',
    gia_ban_le: 65_000,
    ton: 180,
    date_created: '2026-02-24T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-005',
    ten_vt: 'Xoài sấy dẻo Khánh Hòa',
    ten_vt_eng: 'Khanh Hoa Soft Dried Mango',
    mo_ta:
      'Xoài Úc chín cây từ Cam Lâm, cắt lát dày và sấy lạnh, không thêm đường hay chất bảo quản. Miếng xoài dẻo, ngọt chua tự nhiên, giữ được màu vàng đẹp.',
    mo_ta_eng:
      'Tree-ripened mangoes from Cam Lam, thickly sliced and cold-dried with no added sugar or preservatives. Chewy, naturally sweet and tangy, with a bright golden colour.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    gia_ban_le: 89_000,
    ton: 0,
    date_created: '2026-03-11T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-006',
    ten_vt: 'Hạt mắc ca Đắk Lắk',
    ten_vt_eng: 'Dak Lak Macadamia Nuts',
    mo_ta:
      'Mắc ca trồng xen trong vườn cà phê Đắk Lắk, sấy nứt vỏ và kèm dụng cụ tách. Nhân trắng ngà, béo ngậy, thơm như bơ sữa.',
    mo_ta_eng:
      'Macadamias grown among the coffee trees of Dak Lak, dried and cracked, with an opener included. Ivory kernels, rich and creamy with a buttery aroma.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    bien_the: [
      { v1: 'Nứt vỏ', v1_eng: 'Cracked in shell', v2: '500g', gia_ban_le: 165_000, ton: 100 },
      { v1: 'Nứt vỏ', v1_eng: 'Cracked in shell', v2: '1kg', gia_ban_le: 310_000, ton: 50 },
      { v1: 'Nhân tách sẵn', v1_eng: 'Shelled', v2: '250g', gia_ban_le: 290_000, ton: 36 },
    ],
    date_created: '2026-04-02T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-007',
    ten_vt: 'Mật ong hoa cà phê Đắk Lắk',
    ten_vt_eng: 'Dak Lak Coffee Blossom Honey',
    mo_ta:
      'Mật ong do đàn ong nuôi trong vườn cà phê vào mùa hoa nở trắng tháng Hai, tháng Ba. Mật màu hổ phách, sánh đặc, vị ngọt đậm và thoảng hương hoa cà phê.',
    mo_ta_eng:
      'Honey from hives kept in the coffee gardens while the white blossoms open in February and March. Amber, thick and deeply sweet, with a trace of coffee flower.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Chai',
    gia_ban_le: 165_000,
    ton: 88,
    date_created: '2026-05-20T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-008',
    ten_vt: 'Hạt sen sấy Đồng Tháp',
    ten_vt_eng: 'Dong Thap Dried Lotus Seeds',
    mo_ta:
      'Hạt sen Đồng Tháp đã bỏ tâm, sấy khô giữ màu trắng ngà. Dùng nấu chè, hầm canh hay nấu cháo, hạt bở tơi và thơm bùi.',
    mo_ta_eng:
      'Dong Thap lotus seeds with the bitter germ removed, dried to keep their ivory colour. Use them in sweet soups, stews or porridge; they cook up soft and nutty.',
    thi_truong: ['noi-dia'],
    dvt: 'Túi',
    gia_ban_le: 145_000,
    ton: 95,
    date_created: '2026-06-16T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-009',
    ten_vt: 'Mít sấy giòn',
    ten_vt_eng: 'Crispy Dried Jackfruit',
    mo_ta:
      'Múi mít Thái chín được sấy chân không ở nhiệt độ thấp nên giòn rụm mà vẫn giữ vị ngọt tự nhiên. Món ăn vặt tiện lợi cho cả nhà, không chiên ngập dầu.',
    mo_ta_eng:
      'Ripe jackfruit pods vacuum-dried at low temperature, crunchy yet naturally sweet. A handy snack for the whole family, never deep-fried.',
    thi_truong: ['noi-dia'],
    dvt: 'Túi',
    gia_ban_le: 62_000,
    ton: 170,
    thue_suat: 8,
    date_created: '2026-08-04T02:00:00.000Z',
  },
  {
    ma_vt: 'NSA-010',
    ten_vt: 'Nấm hương rừng Lào Cai',
    ten_vt_eng: 'Lao Cai Forest Shiitake Mushrooms',
    mo_ta:
      'Nấm hương mọc trên thân gỗ trong rừng vùng cao Lào Cai, mũ dày, chân ngắn, phơi khô tự nhiên. Ngâm nước ấm 20 phút là nở đều, hương thơm đậm cho món canh, món xào.',
    mo_ta_eng:
      'Shiitake grown on logs in the Lao Cai uplands, with thick caps and short stems, naturally dried. Soak in warm water for 20 minutes; they add a deep aroma to soups and stir-fries.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    gia_ban_le: 135_000,
    ton: 72,
    date_created: '2026-10-20T02:00:00.000Z',
  },
]);
