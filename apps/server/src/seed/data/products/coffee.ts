import { defineProducts } from './define.js';

export const coffeeProducts = defineProducts('ca-phe', [
  {
    ma_vt: 'CPH-001',
    ten_vt: 'Cà phê Robusta Buôn Ma Thuột rang mộc',
    ten_vt_eng: 'Buon Ma Thuot Robusta, Pure Roast',
    mo_ta:
      'Hạt Robusta chín đỏ từ các vườn ở Buôn Ma Thuột, phơi trên giàn và rang mộc, không tẩm bơ hay hương liệu. Vị đắng đậm, hậu vị sô-cô-la, pha phin cho ly cà phê sữa đá đúng kiểu.',
    mo_ta_eng:
      'Ripe red Robusta cherries from Buon Ma Thuot farms, dried on raised beds and roasted pure, with no butter or flavouring. Bold and bitter with a chocolate finish; brewed in a phin it makes a proper iced milk coffee.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    so_anh: 3,
    noi_bat: true,
    bien_the: [
      { v1: 'Nguyên hạt', v1_eng: 'Whole bean', v2: '250g', gia_ban_le: 89_000, ton: 150 },
      { v1: 'Nguyên hạt', v1_eng: 'Whole bean', v2: '500g', gia_ban_le: 165_000, ton: 110 },
      { v1: 'Xay sẵn', v1_eng: 'Ground', v2: '250g', gia_ban_le: 89_000, ton: 180 },
      { v1: 'Xay sẵn', v1_eng: 'Ground', v2: '500g', gia_ban_le: 165_000, ton: 95 },
    ],
    date_created: '2026-01-08T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-002',
    ten_vt: 'Cà phê Arabica Cầu Đất Đà Lạt',
    ten_vt_eng: 'Cau Dat Arabica, Da Lat',
    mo_ta:
      'Arabica trồng ở độ cao 1.500 mét vùng Cầu Đất, hái chọn quả chín và sơ chế ướt. Rang vừa để giữ vị chua thanh của trái cây, hương caramel và hoa nhẹ.',
    mo_ta_eng:
      'Arabica grown at 1,500 metres in Cau Dat, selectively picked and washed. A medium roast keeps its bright fruity acidity with notes of caramel and light florals.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    so_anh: 2,
    bien_the: [
      { v1: 'Nguyên hạt', v1_eng: 'Whole bean', v2: '250g', gia_ban_le: 195_000, ton: 70 },
      { v1: 'Nguyên hạt', v1_eng: 'Whole bean', v2: '500g', gia_ban_le: 370_000, ton: 32 },
      { v1: 'Xay sẵn', v1_eng: 'Ground', v2: '250g', gia_ban_le: 195_000, ton: 0 },
    ],
    date_created: '2026-01-25T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-003',
    ten_vt: 'Cà phê hương chồn đặc biệt',
    ten_vt_eng: 'Special Weasel-Style Coffee Blend',
    mo_ta:
      'Phối trộn Robusta và Arabica được lên men bằng men vi sinh tự nhiên, mô phỏng hương vị cà phê chồn mà không dùng động vật. Nước cốt sánh, thơm nồng, hậu ngọt và rất ít chua.',
    mo_ta_eng:
      'A Robusta and Arabica blend fermented with natural cultures to recreate the character of weasel coffee without any animals involved. A thick, aromatic brew with a sweet finish and very low acidity.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    so_anh: 2,
    noi_bat: true,
    gia_ban_le: 420_000,
    ton: 48,
    date_created: '2026-02-14T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-004',
    ten_vt: 'Cà phê phin truyền thống Mộc Lam',
    ten_vt_eng: 'Moc Lam Traditional Phin Coffee',
    mo_ta:
      'Tỉ lệ 80% Robusta và 20% Arabica, rang đậm và xay vừa cho phin nhôm. Cà phê nhỏ giọt đều, màu nâu cánh gián, hợp pha cùng sữa đặc.',
    mo_ta_eng:
      '80% Robusta and 20% Arabica, dark roasted and ground for an aluminium phin. It drips evenly into a deep brown cup and pairs perfectly with condensed milk.',
    thi_truong: ['noi-dia'],
    dvt: 'Gói',
    gia_ban_le: 120_000,
    ton: 260,
    date_created: '2026-03-01T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-005',
    ten_vt: 'Cà phê hòa tan 3 trong 1',
    ten_vt_eng: '3-in-1 Instant Coffee',
    mo_ta:
      'Cà phê Robusta hòa tan cùng kem và đường, đóng gói từng gói nhỏ 16g. Chỉ cần nước nóng hoặc thêm đá là có ngay ly cà phê sữa cho buổi sáng bận rộn.',
    mo_ta_eng:
      'Instant Robusta with creamer and sugar in single 16 g sticks. Add hot water or pour over ice for a quick milk coffee on a busy morning.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    bien_the: [
      { v1: 'Sữa đá', v1_eng: 'Milk coffee', v2: '18 x 16g', gia_ban_le: 68_000, ton: 300 },
      { v1: 'Sữa đá', v1_eng: 'Milk coffee', v2: '50 x 16g', gia_ban_le: 175_000, ton: 90 },
      { v1: 'Ít đường', v1_eng: 'Less sugar', v2: '18 x 16g', gia_ban_le: 68_000, ton: 140 },
    ],
    date_created: '2026-03-22T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-006',
    ten_vt: 'Cà phê Culi Robusta hạt tuyển',
    ten_vt_eng: 'Selected Peaberry Robusta (Culi)',
    mo_ta:
      'Hạt Culi là những quả chỉ có một nhân tròn, chiếm phần nhỏ trong mỗi vụ thu hoạch. Được tuyển tay và rang vừa đậm, cho vị mạnh, nhiều caffeine và hương thơm rõ rệt.',
    mo_ta_eng:
      'Peaberries are the cherries that hold a single round bean, a small share of each harvest. Hand-sorted and roasted medium-dark, they give a strong, high-caffeine cup with a pronounced aroma.',
    thi_truong: ['xuat-khau'],
    dvt: 'Túi',
    gia_ban_le: 185_000,
    ton: 55,
    date_created: '2026-04-18T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-007',
    ten_vt: 'Cà phê túi lọc Arabica',
    ten_vt_eng: 'Arabica Drip Bag Coffee',
    mo_ta:
      'Mười túi lọc treo miệng cốc, mỗi túi 12g Arabica Cầu Đất xay vừa. Rót nước 92 độ thành ba lần là có ly cà phê pour-over ở bất cứ đâu.',
    mo_ta_eng:
      'Ten drip bags that hang on the rim of a cup, each with 12 g of medium-ground Cau Dat Arabica. Pour 92 °C water in three stages for a pour-over anywhere.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Hộp',
    gia_ban_le: 110_000,
    ton: 120,
    date_created: '2026-06-05T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-008',
    ten_vt: 'Cà phê sữa đá pha sẵn (thùng 24 lon)',
    ten_vt_eng: 'Ready-to-Drink Iced Milk Coffee (case of 24 cans)',
    mo_ta:
      'Cà phê phin pha sẵn với sữa, đóng lon 235ml, chỉ cần ướp lạnh là uống. Thùng 24 lon tiện cho văn phòng và những chuyến đi xa.',
    mo_ta_eng:
      'Phin-brewed coffee with milk in 235 ml cans; just chill and drink. A case of 24 is handy for the office and road trips.',
    thi_truong: ['noi-dia'],
    dvt: 'Thùng',
    gia_ban_le: 288_000,
    ton: 40,
    date_created: '2026-07-09T02:00:00.000Z',
  },
  {
    ma_vt: 'CPH-009',
    ten_vt: 'Cà phê Arabica Sơn La rang vừa',
    ten_vt_eng: 'Son La Arabica, Medium Roast',
    mo_ta:
      'Arabica Catimor từ cao nguyên Sơn La, nơi ngày nắng đêm lạnh giúp hạt chín chậm. Vị chua nhẹ kiểu cam quýt, thân vừa, hợp pha máy hoặc pha kiểu Pháp.',
    mo_ta_eng:
      'Catimor Arabica from the Son La plateau, where sunny days and cold nights ripen the cherries slowly. A light citrus acidity and medium body, good for espresso or the French press.',
    thi_truong: ['noi-dia', 'xuat-khau'],
    dvt: 'Túi',
    gia_ban_le: 150_000,
    ton: 66,
    date_created: '2026-10-02T02:00:00.000Z',
  },
]);
