import { defineProducts } from './define.js';

export const teaProducts = defineProducts('tra', [
  {
    ma_vt: 'TRA-001',
    ten_vt: 'Trà xanh Tân Cương Thái Nguyên thượng hạng',
    ten_vt_eng: 'Premium Tan Cuong Thai Nguyen Green Tea',
    mo_ta:
      'Búp chè một tôm hai lá hái tay trên các đồi chè xã Tân Cương, sao suốt trên chảo gang theo cách truyền thống. Nước trà xanh vàng trong, vị chát dịu rồi ngọt hậu sâu, hương cốm non thoang thoảng.',
    mo_ta_eng:
      'Hand-picked buds with two young leaves from the tea hills of Tan Cuong, pan-fired in cast-iron woks the traditional way. The liquor is clear yellow-green, gently astringent with a long sweet finish and a hint of young rice.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    so_anh: 3,
    noi_bat: true,
    bien_the: [
      { v1: 'Xanh', v1_eng: 'Green', v2: '100g', gia_ban_le: 98_000, ton: 120 },
      { v1: 'Xanh', v1_eng: 'Green', v2: '200g', gia_ban_le: 185_000, ton: 86 },
      { v1: 'Đỏ', v1_eng: 'Red', v2: '200g', gia_ban_le: 215_000, ton: 40 },
    ],
    date_created: '2026-01-06T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-002',
    ten_vt: 'Trà Shan Tuyết cổ thụ Suối Giàng',
    ten_vt_eng: 'Ancient Shan Tuyet Tea from Suoi Giang',
    mo_ta:
      'Lá chè lấy từ những cây Shan Tuyết hàng trăm năm tuổi ở độ cao trên 1.200 mét, búp phủ lớp lông tơ trắng như tuyết. Trà cho nước vàng sánh, vị đậm mà không gắt, pha được nhiều lần nước.',
    mo_ta_eng:
      'Leaves from Shan Tuyet trees that are centuries old, growing above 1,200 metres, their buds covered in snow-white down. It brews a thick golden cup, full-bodied but never harsh, and holds up to many infusions.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Gói',
    so_anh: 2,
    bien_the: [
      { v1: 'Trà xanh', v1_eng: 'Green tea', v2: '100g', gia_ban_le: 260_000, ton: 45 },
      { v1: 'Trà xanh', v1_eng: 'Green tea', v2: '250g', gia_ban_le: 610_000, ton: 18 },
      { v1: 'Hồng trà', v1_eng: 'Black tea', v2: '100g', gia_ban_le: 280_000, ton: 25 },
    ],
    date_created: '2026-01-12T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-003',
    ten_vt: 'Trà ô long Bảo Lộc Lâm Đồng',
    ten_vt_eng: 'Bao Loc Oolong Tea, Lam Dong',
    mo_ta:
      'Giống ô long Thanh Tâm trồng trên cao nguyên Bảo Lộc, lá được vò viên và lên men nhẹ. Nước trà vàng mật, hương hoa lan tự nhiên, hậu ngọt kéo dài.',
    mo_ta_eng:
      'Qing Xin oolong grown on the Bao Loc plateau, rolled into pearls and lightly oxidised. Honey-gold liquor with a natural orchid aroma and a lingering sweet finish.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    so_anh: 2,
    bien_the: [
      { v1: 'Ô long xanh', v1_eng: 'Light oolong', v2: '250g', gia_ban_le: 210_000, ton: 60 },
      { v1: 'Ô long xanh', v1_eng: 'Light oolong', v2: '500g', gia_ban_le: 395_000, ton: 30 },
      { v1: 'Ô long rang', v1_eng: 'Roasted oolong', v2: '250g', gia_ban_le: 230_000, ton: 35 },
    ],
    date_created: '2026-01-20T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-004',
    ten_vt: 'Trà ướp sen Tây Hồ',
    ten_vt_eng: 'West Lake Lotus-Scented Tea',
    mo_ta:
      'Trà móc câu Thái Nguyên ướp trong gạo sen Bách Diệp hái lúc rạng sáng trên hồ Tây, qua bảy lần ướp và sấy. Mỗi mẻ chỉ làm được vài cân nên số lượng rất hạn chế, hợp để biếu tặng.',
    mo_ta_eng:
      'Thai Nguyen hook-leaf tea scented with the stamens of hundred-petal lotus picked at dawn on West Lake, layered and dried seven times. Each batch yields only a few kilos, so stock is very limited; a fine gift.',
    thi_truong: ['noi-dia'],
    dvt: 'Hộp',
    so_anh: 2,
    noi_bat: true,
    gia_ban_le: 650_000,
    ton: 10,
    date_created: '2026-02-02T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-005',
    ten_vt: 'Trà lài Thái Nguyên',
    ten_vt_eng: 'Thai Nguyen Jasmine Tea',
    mo_ta:
      'Trà xanh Thái Nguyên ướp cùng hoa nhài tươi hái buổi chiều, khi hoa vừa hé nở. Hương nhài thanh, vị trà mềm, uống nóng hay pha trà đá đều ngon.',
    mo_ta_eng:
      'Thai Nguyen green tea layered with fresh jasmine blossoms picked in the afternoon as they begin to open. A clean floral scent over a soft tea base, lovely hot or iced.',
    thi_truong: ['noi-dia'],
    dvt: 'Gói',
    gia_ban_le: 95_000,
    ton: 140,
    date_created: '2026-02-10T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-006',
    ten_vt: 'Trà túi lọc Tân Cương',
    ten_vt_eng: 'Tan Cuong Tea Bags',
    mo_ta:
      'Trà xanh Tân Cương xay vừa, đóng trong túi lọc giấy không tẩy trắng, 25 túi mỗi hộp. Tiện mang tới văn phòng, chỉ cần nước sôi và ba phút là có chén trà thơm.',
    mo_ta_eng:
      'Tan Cuong green tea, medium cut, in unbleached paper tea bags, 25 to a box. Easy to take to the office: boiling water and three minutes make a fragrant cup.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    bien_the: [
      { v1: 'Nguyên bản', v1_eng: 'Original', v2: '50g', gia_ban_le: 65_000, ton: 200 },
      { v1: 'Hương sen', v1_eng: 'Lotus', v2: '50g', gia_ban_le: 72_000, ton: 150 },
      { v1: 'Hương nhài', v1_eng: 'Jasmine', v2: '50g', gia_ban_le: 72_000, ton: 0 },
    ],
    date_created: '2026-03-03T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-007',
    ten_vt: 'Hồng trà Shan Tuyết Hà Giang',
    ten_vt_eng: 'Ha Giang Shan Tuyet Black Tea',
    mo_ta:
      'Búp Shan Tuyết vùng cao Hà Giang được lên men hoàn toàn thành hồng trà. Nước đỏ hổ phách, hương mật ong và trái cây chín, uống cùng sữa hay chanh đều hợp.',
    mo_ta_eng:
      'Shan Tuyet buds from the Ha Giang highlands, fully oxidised into black tea. An amber-red cup with notes of honey and ripe fruit that pairs well with milk or lemon.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    gia_ban_le: 175_000,
    ton: 0,
    date_created: '2026-03-18T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-008',
    ten_vt: 'Trà atisô Đà Lạt túi lọc',
    ten_vt_eng: 'Da Lat Artichoke Herbal Tea Bags',
    mo_ta:
      'Bông, thân và rễ atisô Đà Lạt sấy khô, phối theo tỉ lệ truyền thống, 20 túi lọc mỗi hộp. Vị ngọt mát tự nhiên, không chứa caffeine, hợp uống buổi tối.',
    mo_ta_eng:
      'Dried flowers, stems and roots of Da Lat artichoke in the traditional blend, 20 tea bags per box. Naturally sweet and cooling, caffeine-free, good for the evening.',
    thi_truong: ['noi-dia'],
    dvt: 'Hộp',
    gia_ban_le: 55_000,
    ton: 230,
    date_created: '2026-04-07T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-009',
    ten_vt: 'Trà móc câu Thái Nguyên loại 1',
    ten_vt_eng: 'Thai Nguyen Hook-Leaf Tea, Grade 1',
    mo_ta:
      'Cánh trà xoăn nhỏ như móc câu, đều màu xanh đen, là dòng trà quen thuộc trên bàn trà người Bắc. Gói lớn 500g phù hợp gia đình, quán trà và nhà hàng.',
    mo_ta_eng:
      'Small leaves curled like fish hooks, an even dark green: the everyday tea of northern Vietnamese households. The 500 g pack suits families, tea houses and restaurants.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Gói',
    gia_ban_le: 320_000,
    ton: 75,
    date_created: '2026-05-12T02:00:00.000Z',
  },
  {
    ma_vt: 'TRA-010',
    ten_vt: 'Hộp quà trà Mộc Lam ba miền',
    ten_vt_eng: 'Moc Lam Three-Region Tea Gift Box',
    mo_ta:
      'Bộ quà gồm trà xanh Tân Cương, trà Shan Tuyết và trà ô long Bảo Lộc, mỗi loại 100g trong hộp gỗ thông. Kèm thiệp hướng dẫn pha bằng hai thứ tiếng, thích hợp làm quà Tết và quà đối tác.',
    mo_ta_eng:
      'Tan Cuong green tea, Shan Tuyet and Bao Loc oolong, 100 g of each, in a pinewood box. A bilingual brewing card is included; a thoughtful gift for Tet or business partners.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    so_anh: 2,
    noi_bat: true,
    gia_ban_le: 450_000,
    ton: 64,
    date_created: '2026-09-15T02:00:00.000Z',
  },
]);
