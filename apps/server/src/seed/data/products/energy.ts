import { defineProducts } from './define.js';

export const energyDrinkProducts = defineProducts('nuoc-tang-luc', [
  {
    ma_vt: 'NTL-001',
    ten_vt: 'Nước tăng lực Bứt Tốc vị nguyên bản',
    ten_vt_eng: 'But Toc Energy Drink, Original',
    mo_ta:
      'Nước tăng lực có ga bổ sung caffeine, taurine và vitamin nhóm B, giúp tỉnh táo khi làm việc và chơi thể thao. Thùng 24 lon, không dùng cho trẻ em dưới 15 tuổi và phụ nữ mang thai.',
    mo_ta_eng:
      'A sparkling energy drink with caffeine, taurine and B vitamins to keep you sharp at work and at play. Case of 24 cans; not for children under 15 or pregnant women.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Thùng',
    so_anh: 2,
    noi_bat: true,
    bien_the: [
      { v1: 'Nguyên bản', v1_eng: 'Original', v2: '250ml', gia_ban_le: 240_000, ton: 85 },
      { v1: 'Nguyên bản', v1_eng: 'Original', v2: '330ml', gia_ban_le: 288_000, ton: 60 },
    ],
    date_created: '2026-01-15T02:00:00.000Z',
  },
  {
    ma_vt: 'NTL-002',
    ten_vt: 'Nước tăng lực Bứt Tốc không đường',
    ten_vt_eng: 'But Toc Energy Drink, Zero Sugar',
    mo_ta:
      'Cùng công thức caffeine và taurine nhưng dùng chất tạo ngọt không năng lượng, gần như không calo. Lựa chọn cho người đang giữ dáng, thùng 24 lon 330ml.',
    mo_ta_eng:
      'The same caffeine and taurine formula with zero-calorie sweeteners, practically no calories. For those watching their intake; case of 24 × 330 ml cans.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Thùng',
    gia_ban_le: 295_000,
    ton: 70,
    date_created: '2026-02-18T02:00:00.000Z',
  },
  {
    ma_vt: 'NTL-003',
    ten_vt: 'Nước tăng lực Bứt Tốc vị trái cây',
    ten_vt_eng: 'But Toc Energy Drink, Fruit Flavours',
    mo_ta:
      'Phiên bản vị chanh dây Lâm Đồng hoặc dâu tằm Mộc Châu, chua ngọt dễ uống khi ướp lạnh. Thùng 24 lon, có hai dung tích để chọn.',
    mo_ta_eng:
      'Flavoured with Lam Dong passion fruit or Moc Chau mulberry, tangy and easy to drink well chilled. Case of 24 cans in two sizes.',
    thi_truong: ['noi-dia'],
    dvt: 'Thùng',
    bien_the: [
      { v1: 'Chanh dây', v1_eng: 'Passion fruit', v2: '250ml', gia_ban_le: 265_000, ton: 54 },
      { v1: 'Chanh dây', v1_eng: 'Passion fruit', v2: '330ml', gia_ban_le: 310_000, ton: 30 },
      { v1: 'Dâu tằm', v1_eng: 'Mulberry', v2: '250ml', gia_ban_le: 265_000, ton: 42 },
    ],
    date_created: '2026-03-14T02:00:00.000Z',
  },
  {
    ma_vt: 'NTL-004',
    ten_vt: 'Nước tăng lực hồng sâm Bứt Tốc',
    ten_vt_eng: 'But Toc Red Ginseng Energy Drink',
    mo_ta:
      'Kết hợp chiết xuất hồng sâm với caffeine tự nhiên từ trà xanh, vị ngọt dịu và hơi đắng nhẹ của sâm. Thùng 24 lon 250ml dành cho người làm việc nhiều giờ.',
    mo_ta_eng:
      'Red ginseng extract with natural caffeine from green tea: mildly sweet with ginseng’s gentle bitterness. Case of 24 × 250 ml cans for long working days.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Thùng',
    gia_ban_le: 320_000,
    ton: 38,
    date_created: '2026-04-22T02:00:00.000Z',
  },
  {
    ma_vt: 'NTL-005',
    ten_vt: 'Nước tăng lực Bứt Tốc chai 500ml (thùng 24 chai)',
    ten_vt_eng: 'But Toc Energy Drink 500 ml (case of 24 bottles)',
    mo_ta:
      'Chai nhựa PET 500ml có nắp vặn, tiện mang theo khi lái xe đường dài hay đi công trình. Vị nguyên bản, thùng 24 chai.',
    mo_ta_eng:
      'Resealable 500 ml PET bottles, easy to carry on long drives or at the work site. Original flavour, case of 24.',
    thi_truong: ['noi-dia'],
    dvt: 'Thùng',
    gia_ban_le: 260_000,
    ton: 46,
    date_created: '2026-05-30T02:00:00.000Z',
  },
  {
    ma_vt: 'NTL-006',
    ten_vt: 'Nước tăng lực cà phê Robusta Bứt Tốc',
    ten_vt_eng: 'But Toc Robusta Coffee Energy Drink',
    mo_ta:
      'Nước tăng lực pha cốt cà phê Robusta Buôn Ma Thuột, thêm ga nhẹ và vị sữa thoảng. Lượng caffeine cao, mỗi ngày không nên dùng quá hai lon.',
    mo_ta_eng:
      'An energy drink made with Buon Ma Thuot Robusta coffee, lightly sparkling with a hint of milk. High in caffeine; no more than two cans a day.',
    thi_truong: ['noi-dia'],
    dvt: 'Thùng',
    gia_ban_le: 310_000,
    ton: 0,
    date_created: '2026-07-01T02:00:00.000Z',
  },
  {
    ma_vt: 'NTL-007',
    ten_vt: 'Nước uống thể thao Bứt Tốc Sport điện giải',
    ten_vt_eng: 'But Toc Sport Electrolyte Drink',
    mo_ta:
      'Bổ sung natri, kali và đường glucose để bù nước sau khi vận động, vị chanh muối dễ uống. Không có ga, thùng 24 chai 500ml.',
    mo_ta_eng:
      'Sodium, potassium and glucose to rehydrate after exercise, in an easy salted-lemon flavour. Still, case of 24 × 500 ml bottles.',
    thi_truong: ['noi-dia'],
    dvt: 'Thùng',
    gia_ban_le: 250_000,
    ton: 58,
    date_created: '2026-08-12T02:00:00.000Z',
  },
  {
    ma_vt: 'NTL-008',
    ten_vt: 'Nước tăng lực Bứt Tốc lon vàng phiên bản giới hạn',
    ten_vt_eng: 'But Toc Gold Can Limited Edition',
    mo_ta:
      'Lon nhôm 473ml in nhũ vàng kỷ niệm mười năm thương hiệu, vị nguyên bản đậm hơn. Mỗi khách chỉ nên mua vài lon vì số lượng sản xuất có hạn.',
    mo_ta_eng:
      'A 473 ml gold-foil can celebrating the brand’s tenth anniversary, with a bolder original taste. Production is limited, so please buy just a few.',
    thi_truong: ['noi-dia'],
    dvt: 'Lon',
    so_anh: 2,
    gia_ban_le: 35_000,
    ton: 150,
    date_created: '2026-11-02T02:00:00.000Z',
  },
]);
