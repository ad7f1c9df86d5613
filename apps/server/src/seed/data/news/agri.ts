import type { NewsDef } from './define.js';

export const agriNews: NewsDef[] = [
  {
    slug: 'gao-st25-tu-ruong-lua-tom',
    loai_tin_tuc: 'nong-san',
    date_created: '2026-04-25T01:30:00.000Z',
    vi: {
      title: 'Gạo ST25 từ cánh đồng lúa – tôm Sóc Trăng',
      summary:
        'Trên những cánh đồng nhiễm mặn, nông dân Sóc Trăng luân canh lúa với nuôi tôm. Mô hình này cho ra hạt gạo ST25 thơm dẻo mà gần như không cần thuốc bảo vệ thực vật.',
      paragraphs: [
        'Mùa khô, nước mặn tràn vào ruộng và người dân nuôi tôm. Khi mùa mưa về, nước ngọt rửa mặn và cây lúa được gieo trên nền đất giàu dinh dưỡng từ vụ tôm trước.',
        'Vì đất đã màu mỡ, lúa cần rất ít phân bón; nông dân cũng hạn chế thuốc để không ảnh hưởng tới vụ tôm tiếp theo. Đó là lý do gạo lúa – tôm được xem là một trong những loại gạo sạch nhất vùng đồng bằng.',
        'ST25 là giống lúa do các kỹ sư Sóc Trăng lai tạo qua nhiều thế hệ, từng được vinh danh là gạo ngon nhất thế giới năm 2019. Hạt gạo dài, trong, khi nấu có mùi lá dứa nhẹ, cơm dẻo và không bị cứng khi nguội.',
        'Mộc Lam đóng gói gạo ST25 trong túi hút chân không 2kg và 5kg để giữ độ ẩm và mùi thơm. Gạo được xay theo từng đợt nhỏ, mỗi túi ghi rõ ngày xay.',
      ],
      add_on_data: [
        { title: 'Canh tác', summary: 'Luân canh một vụ tôm, một vụ lúa mỗi năm.' },
        { title: 'Bảo quản', summary: 'Túi hút chân không, ghi ngày xay trên bao bì.' },
      ],
    },
    en: {
      title: 'ST25 rice from the rice-shrimp fields of Soc Trang',
      summary:
        'On salt-affected fields, Soc Trang farmers rotate rice with shrimp farming. The system produces fragrant, tender ST25 rice with almost no pesticides.',
      paragraphs: [
        'In the dry season, brackish water flows into the fields and farmers raise shrimp. When the rains return, fresh water flushes out the salt and rice is sown in soil enriched by the shrimp crop.',
        'Because the soil is already fertile, the rice needs very little fertiliser, and farmers avoid pesticides so as not to harm the next shrimp crop. That is why rice-shrimp rice is considered among the cleanest in the Mekong Delta.',
        'ST25 was bred over many generations by engineers in Soc Trang and was named the world’s best rice in 2019. The grains are long and translucent, cook with a light pandan aroma, and stay soft even when cold.',
        'Moc Lam packs ST25 in 2 kg and 5 kg vacuum bags to keep in moisture and fragrance. The rice is milled in small batches, and every bag shows its milling date.',
      ],
      add_on_data: [
        { title: 'Farming', summary: 'One shrimp crop and one rice crop each year.' },
        { title: 'Storage', summary: 'Vacuum-packed, milling date printed on the bag.' },
      ],
    },
  },
  {
    slug: 'hat-dieu-binh-phuoc-tu-vuon-den-hop',
    loai_tin_tuc: 'nong-san',
    date_created: '2026-06-01T01:30:00.000Z',
    vi: {
      title: 'Hạt điều Bình Phước: từ vườn đến hộp',
      summary:
        'Bình Phước được mệnh danh là thủ phủ điều của Việt Nam. Để có một hộp điều rang muối giòn thơm, hạt phải qua hơn mười công đoạn.',
      paragraphs: [
        'Mùa điều bắt đầu từ tháng Hai, khi những trái điều đỏ, vàng rụng xuống gốc. Người dân nhặt trái, tách lấy hạt thô bám ở đầu trái và phơi khô trước khi bán cho nhà máy.',
        'Hạt thô được hấp, cắt tách vỏ cứng, sấy rồi bóc vỏ lụa. Sau đó từng hạt được phân loại theo kích cỡ và màu sắc; loại W320 nghĩa là khoảng 320 hạt cho mỗi pound.',
        'Ở Mộc Lam, hạt điều được rang trên chảo lớn bằng củi cùng muối hột, giữ lại một phần vỏ lụa để hạt có vị bùi và thơm hơn. Toàn bộ quy trình rang diễn ra trong ngày để hạt luôn giòn.',
        'Hạt điều giàu chất béo không bão hòa, magie và protein thực vật. Một nắm nhỏ khoảng 30 gam mỗi ngày là món ăn vặt bổ dưỡng cho cả gia đình.',
      ],
      add_on_data: [
        { title: 'Phân loại', summary: 'W320: khoảng 320 hạt mỗi pound.' },
        { title: 'Gợi ý dùng', summary: 'Khoảng 30g mỗi ngày.' },
      ],
    },
    en: {
      title: 'Binh Phuoc cashews: from orchard to box',
      summary:
        'Binh Phuoc is known as Vietnam’s cashew capital. A box of crunchy salted cashews takes more than ten steps to make.',
      paragraphs: [
        'The cashew season begins in February, when red and yellow cashew apples fall to the ground. Farmers gather them, twist off the raw nut that hangs below each apple and dry it before selling to processors.',
        'The raw nuts are steamed, cut out of their hard shells, dried and peeled of their thin skins. Each kernel is then graded by size and colour; W320 means about 320 kernels per pound.',
        'At Moc Lam the cashews are roasted in large wood-fired pans with sea salt, leaving some of the skin on for a nuttier, more aromatic taste. Roasting is done on the day of packing so the nuts stay crisp.',
        'Cashews are rich in unsaturated fats, magnesium and plant protein. A small handful of about 30 grams a day makes a nourishing snack for the whole family.',
      ],
      add_on_data: [
        { title: 'Grading', summary: 'W320: about 320 kernels per pound.' },
        { title: 'Serving tip', summary: 'About 30 g a day.' },
      ],
    },
  },
  {
    slug: 'tieu-phu-quoc-hat-nho-vi-lon',
    loai_tin_tuc: 'nong-san',
    date_created: '2026-08-05T01:30:00.000Z',
    vi: {
      title: 'Tiêu Phú Quốc: hạt nhỏ, vị lớn',
      summary:
        'Không chỉ nổi tiếng với biển xanh, Phú Quốc còn có những vườn tiêu lâu năm cho hạt chắc, cay nồng. Tìm hiểu sự khác nhau giữa tiêu đen và tiêu đỏ.',
      paragraphs: [
        'Tiêu Phú Quốc được trồng trên đất đỏ pha cát, tựa vào trụ gỗ hoặc trụ gạch. Gió biển và độ ẩm cao giúp hạt tiêu phát triển chậm, vỏ mỏng và ruột chắc.',
        'Tiêu đen được hái khi chùm tiêu bắt đầu có vài hạt chín đỏ, sau đó phơi nắng đến khi vỏ nhăn và chuyển màu đen. Đây là loại tiêu quen thuộc trong mọi căn bếp.',
        'Tiêu đỏ là những hạt chín hoàn toàn trên cây, được hái tay từng chùm và phơi nhẹ. Vì công hái tốn kém và sản lượng thấp, tiêu đỏ có giá cao hơn, vị cay dịu, thơm ngọt và hợp để rắc lên món ăn cuối cùng.',
        'Để giữ hương, nên mua tiêu nguyên hạt và xay ngay trước khi dùng. Tiêu bảo quản trong lọ thủy tinh kín, để nơi khô ráo có thể dùng tốt trong một năm.',
      ],
      add_on_data: [
        { title: 'Tiêu đen', summary: 'Hái khi chùm bắt đầu chín, phơi đến khi vỏ đen.' },
        { title: 'Tiêu đỏ', summary: 'Hạt chín hoàn toàn, hái tay, vị cay dịu.' },
      ],
    },
    en: {
      title: 'Phu Quoc pepper: small corns, big flavour',
      summary:
        'Phu Quoc is famous for its blue sea, but also for long-established pepper gardens that produce dense, pungent corns. Learn the difference between black and red pepper.',
      paragraphs: [
        'Phu Quoc pepper grows in sandy red soil, climbing wooden or brick posts. Sea breezes and high humidity make the corns develop slowly, with thin skins and firm centres.',
        'Black pepper is picked when a few berries on a cluster turn red, then sun-dried until the skins wrinkle and darken. It is the pepper found in every kitchen.',
        'Red pepper comes from berries left to ripen fully on the vine, picked cluster by cluster by hand and gently dried. The picking is costly and the yield low, so red pepper costs more; its heat is softer, its aroma sweet, and it is ideal for finishing a dish.',
        'To keep the aroma, buy whole corns and grind just before use. Stored in a sealed glass jar somewhere dry, pepper stays good for a year.',
      ],
      add_on_data: [
        { title: 'Black pepper', summary: 'Picked as clusters begin to ripen, dried until black.' },
        { title: 'Red pepper', summary: 'Fully ripe, hand-picked, gentle heat.' },
      ],
    },
  },
  {
    slug: 'mac-ca-trong-xen-ca-phe',
    loai_tin_tuc: 'nong-san',
    date_created: '2026-10-12T01:30:00.000Z',
    vi: {
      title: 'Mắc ca trồng xen cà phê: hướng đi mới ở Tây Nguyên',
      summary:
        'Nhiều nông hộ Đắk Lắk trồng xen mắc ca trong vườn cà phê để có thêm nguồn thu và che bóng cho cây. Mộc Lam đồng hành cùng các hộ này từ năm 2020.',
      paragraphs: [
        'Cây mắc ca có tán rộng, rễ sâu, trồng xen giữa các hàng cà phê giúp che bớt nắng gắt và chắn gió mùa khô. Vườn cà phê nhờ vậy giữ ẩm tốt hơn, cần ít nước tưới hơn.',
        'Sau bốn đến năm năm, cây mắc ca bắt đầu cho trái. Mùa thu hoạch rơi vào tháng Tám đến tháng Mười, không trùng vụ cà phê nên gia đình chủ động được nhân công.',
        'Trái mắc ca được tách vỏ xanh, phơi và sấy nhiều ngày cho đến khi độ ẩm của nhân còn dưới 3,5%. Sau đó hạt được cắt một đường nứt trên vỏ cứng để người dùng tự tách dễ dàng.',
        'Nhân mắc ca béo ngậy, thơm mùi bơ sữa, ăn trực tiếp hoặc làm sữa hạt đều ngon. Mỗi hộp mắc ca của Mộc Lam kèm theo dụng cụ tách vỏ bằng thép.',
      ],
      add_on_data: [
        { title: 'Thu hoạch', summary: 'Tháng Tám đến tháng Mười.' },
        { title: 'Lợi ích', summary: 'Che bóng, giữ ẩm cho cà phê và thêm nguồn thu cho nông hộ.' },
      ],
    },
    en: {
      title: 'Macadamia among the coffee: a new path for the Central Highlands',
      summary:
        'Many Dak Lak farmers now plant macadamia among their coffee for extra income and shade. Moc Lam has worked with these households since 2020.',
      paragraphs: [
        'Macadamia trees have wide canopies and deep roots. Planted between rows of coffee, they soften the harsh sun and break the dry-season wind, so the garden holds moisture better and needs less watering.',
        'The trees begin to bear after four or five years. The harvest runs from August to October, outside the coffee season, so families can plan their labour.',
        'The nuts are stripped of their green husks, then sun- and oven-dried for several days until the kernels are below 3.5% moisture. Finally each shell is cut with a crack so it is easy to open at home.',
        'Macadamia kernels are rich and creamy with a buttery aroma, delicious on their own or blended into nut milk. Every box from Moc Lam comes with a steel opener.',
      ],
      add_on_data: [
        { title: 'Harvest', summary: 'August to October.' },
        { title: 'Benefits', summary: 'Shade and moisture for the coffee, extra income for the farm.' },
      ],
    },
  },
];
