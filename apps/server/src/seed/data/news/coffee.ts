import type { NewsDef } from './define.js';

export const coffeeNews: NewsDef[] = [
  {
    slug: 'robusta-buon-ma-thuot-vao-vu',
    loai_tin_tuc: 'ca-phe',
    date_created: '2026-11-05T01:30:00.000Z',
    vi: {
      title: 'Buôn Ma Thuột vào vụ thu hoạch cà phê Robusta',
      summary:
        'Từ cuối tháng Mười, các vườn cà phê Tây Nguyên nhuộm đỏ quả chín. Mộc Lam chỉ thu mua quả chín trên 90% để giữ chất lượng cho mẻ rang mới.',
      paragraphs: [
        'Mùa khô về trên cao nguyên cũng là lúc những chùm cà phê chuyển từ xanh sang đỏ mọng. Vụ thu hoạch Robusta ở Buôn Ma Thuột thường kéo dài từ cuối tháng Mười đến tháng Một năm sau.',
        'Nhiều nơi vẫn thu hoạch theo kiểu tuốt cả cành, lẫn quả xanh và quả chín. Các hộ liên kết với Mộc Lam được hỗ trợ nhân công để hái chọn, chỉ lấy quả đã chín, nhờ vậy hạt đều và ngọt hơn.',
        'Quả chín được phơi trên giàn cao cách mặt đất, đảo đều mỗi ngày trong khoảng ba tuần. Cách phơi này giúp quả khô đều, không nhiễm mùi đất và hạn chế nấm mốc.',
        'Sau khi xát vỏ và nghỉ hạt, cà phê nhân được rang mộc tại xưởng, không tẩm bơ, đường hay hương liệu. Những túi cà phê vụ mới sẽ có mặt trên cửa hàng từ giữa tháng Mười Hai.',
        'Khách hàng đặt trước trong tháng Mười Một được giao đầu tiên và nhận kèm một phin nhôm. Số lượng phin tặng có hạn.',
      ],
      add_on_data: [
        { title: 'Mùa vụ', summary: 'Cuối tháng Mười đến tháng Một.' },
        { title: 'Tiêu chuẩn hái', summary: 'Trên 90% quả chín, phơi giàn khoảng ba tuần.' },
      ],
    },
    en: {
      title: 'Robusta harvest season begins in Buon Ma Thuot',
      summary:
        'From late October the coffee gardens of the Central Highlands turn red with ripe cherries. Moc Lam only buys lots that are over 90% ripe to keep the new roast at its best.',
      paragraphs: [
        'The dry season on the plateau is also when coffee clusters turn from green to deep red. The Robusta harvest in Buon Ma Thuot usually runs from late October to January.',
        'Many farms still strip whole branches, mixing green and ripe cherries. Households partnered with Moc Lam get help with labour so they can pick selectively, taking only ripe fruit, which gives more even and sweeter beans.',
        'The ripe cherries are dried on raised beds above the ground and turned every day for about three weeks. This keeps the drying even, free of earthy taints, and limits mould.',
        'After hulling and resting, the green beans are roasted pure at our workshop, with no butter, sugar or flavouring. Bags from the new crop will be in the shop from mid-December.',
        'Customers who pre-order in November are served first and receive a free aluminium phin filter, while stocks last.',
      ],
      add_on_data: [
        { title: 'Season', summary: 'Late October to January.' },
        {
          title: 'Picking standard',
          summary: 'Over 90% ripe cherries, dried on raised beds for about three weeks.',
        },
      ],
    },
  },
  {
    slug: 'arabica-cau-dat-va-do-cao',
    loai_tin_tuc: 'ca-phe',
    date_created: '2026-02-20T01:30:00.000Z',
    vi: {
      title: 'Arabica Cầu Đất: độ cao làm nên hương vị',
      summary:
        'Vì sao cà phê trồng ở độ cao 1.500 mét lại có vị chua thanh và hương trái cây? Câu trả lời nằm ở nhịp chín chậm của quả cà phê.',
      paragraphs: [
        'Cầu Đất là một trong những vùng trồng Arabica lâu đời nhất Việt Nam, với những đồn điền có từ thời Pháp thuộc. Đất đỏ bazan, sương mù buổi sáng và nhiệt độ mát quanh năm tạo nên điều kiện hiếm có.',
        'Ở độ cao lớn, nhiệt độ thấp khiến quả cà phê chín chậm hơn. Thời gian nuôi quả dài giúp hạt tích lũy nhiều đường và axit hữu cơ, là nguồn gốc của vị chua thanh và hương trái cây.',
        'Arabica Cầu Đất của Mộc Lam được sơ chế ướt: quả chín được xát vỏ, lên men trong bể nước khoảng một ngày rồi rửa sạch và phơi. Phương pháp này cho vị sạch, rõ nét và ít đắng.',
        'Để cảm nhận trọn vẹn, bạn nên pha bằng phễu lọc hoặc bình Pháp thay vì phin. Hãy xay ngay trước khi pha và dùng nước khoảng 92 độ.',
      ],
      add_on_data: [
        { title: 'Độ cao', summary: 'Khoảng 1.500 mét so với mực nước biển.' },
        { title: 'Sơ chế', summary: 'Sơ chế ướt, lên men khoảng 24 giờ.' },
      ],
    },
    en: {
      title: 'Cau Dat Arabica: altitude makes the flavour',
      summary:
        'Why does coffee grown at 1,500 metres taste bright and fruity? The answer lies in how slowly the cherries ripen.',
      paragraphs: [
        'Cau Dat is one of Vietnam’s oldest Arabica regions, with plantations dating back to the French colonial era. Red basalt soil, morning mist and cool temperatures all year make for rare growing conditions.',
        'At high altitude the cold slows the ripening of the cherries. The longer the fruit takes to mature, the more sugars and organic acids the beans build up, which is where the bright acidity and fruity aroma come from.',
        'Moc Lam’s Cau Dat Arabica is washed: the ripe cherries are pulped, fermented in water tanks for about a day, then rinsed and dried. The method gives a clean, clear and less bitter cup.',
        'To taste it fully, brew with a pour-over dripper or a French press rather than a phin. Grind just before brewing and use water at about 92 °C.',
      ],
      add_on_data: [
        { title: 'Altitude', summary: 'About 1,500 metres above sea level.' },
        { title: 'Processing', summary: 'Washed, fermented for about 24 hours.' },
      ],
    },
  },
  {
    slug: 'pha-ca-phe-phin-chuan-vi',
    loai_tin_tuc: 'ca-phe',
    date_created: '2026-03-05T01:30:00.000Z',
    vi: {
      title: 'Bí quyết pha cà phê phin chuẩn vị',
      summary:
        'Chiếc phin nhôm nhỏ bé là linh hồn của ly cà phê Việt. Chỉ cần chú ý lượng bột, độ nén và nước ủ là bạn có ly cà phê thơm đậm như ngoài quán.',
      paragraphs: [
        'Một ly cà phê phin cần khoảng 20 đến 25 gam bột xay vừa, hạt to hơn bột pha máy một chút. Bột quá mịn làm nước nhỏ giọt rất chậm và đắng gắt; bột quá thô thì cà phê loãng.',
        'Trước khi cho bột vào, tráng phin và ly bằng nước sôi. Cho bột vào phin, lắc nhẹ cho mặt bột phẳng rồi đặt nắp gài lên, chỉ ấn vừa tay.',
        'Rót khoảng 20ml nước sôi để ủ trong 30 giây, giúp bột nở đều và thoát khí. Sau đó rót thêm nước đến gần đầy phin, đậy nắp và chờ cà phê nhỏ giọt trong bốn đến năm phút.',
        'Nếu pha cà phê sữa đá, cho sẵn hai thìa sữa đặc vào ly trước khi đặt phin. Khuấy đều rồi đổ sang ly đá, bạn sẽ có ly cà phê sữa đá đúng kiểu Sài Gòn.',
      ],
      add_on_data: [
        { title: 'Lượng bột', summary: '20–25g cho một phin cỡ vừa.' },
        { title: 'Thời gian', summary: 'Ủ 30 giây, nhỏ giọt 4–5 phút.' },
      ],
    },
    en: {
      title: 'The secret to a proper phin coffee',
      summary:
        'The little aluminium phin is the soul of Vietnamese coffee. Mind the dose, the press and the bloom and you will get a rich cup like the one at your favourite café.',
      paragraphs: [
        'One phin coffee needs about 20 to 25 grams of medium ground coffee, slightly coarser than espresso. Too fine and the coffee drips very slowly and tastes harsh; too coarse and it comes out weak.',
        'Rinse the phin and the glass with boiling water first. Add the coffee, shake gently to level it and set the press on top, pressing only lightly.',
        'Pour about 20 ml of boiling water and let it bloom for 30 seconds so the grounds swell evenly and release gas. Then top up almost to the rim, put the lid on and let it drip for four to five minutes.',
        'For iced milk coffee, put two spoonfuls of condensed milk in the glass before setting the phin on it. Stir well and pour over ice for a true Saigon-style cà phê sữa đá.',
      ],
      add_on_data: [
        { title: 'Dose', summary: '20–25 g for a medium phin.' },
        { title: 'Timing', summary: '30-second bloom, 4–5 minutes of dripping.' },
      ],
    },
  },
  {
    slug: 'ca-phe-huong-chon-la-gi',
    loai_tin_tuc: 'ca-phe',
    date_created: '2026-06-18T01:30:00.000Z',
    vi: {
      title: 'Cà phê hương chồn là gì?',
      summary:
        'Cà phê chồn nổi tiếng đắt đỏ, nhưng đi kèm nhiều lo ngại về phúc lợi động vật. Mộc Lam chọn cách lên men bằng vi sinh để tạo hương vị tương tự.',
      paragraphs: [
        'Cà phê chồn truyền thống được làm từ những hạt cà phê đi qua hệ tiêu hóa của loài cầy vòi hương. Enzyme trong quá trình này làm thay đổi cấu trúc protein của hạt, cho vị ngọt và ít đắng hơn.',
        'Tuy nhiên, nhu cầu lớn khiến nhiều nơi nuôi nhốt cầy trong điều kiện kém và ép ăn cà phê. Đó là lý do nhiều nhà rang xay có trách nhiệm từ chối sản phẩm này.',
        'Cà phê hương chồn của Mộc Lam được lên men bằng chủng men và enzyme tự nhiên trong bồn kiểm soát nhiệt độ. Quá trình này mô phỏng những biến đổi xảy ra trong tự nhiên mà không cần đến động vật.',
        'Kết quả là ly cà phê sánh, hương thơm nồng nàn, hậu ngọt và rất ít chua. Chúng tôi ghi rõ trên bao bì rằng đây là cà phê phong cách chồn, để khách hàng hiểu đúng sản phẩm mình chọn.',
      ],
      add_on_data: [
        { title: 'Phương pháp', summary: 'Lên men bằng men và enzyme tự nhiên, không dùng động vật.' },
        { title: 'Hương vị', summary: 'Sánh, thơm nồng, hậu ngọt, ít chua.' },
      ],
    },
    en: {
      title: 'What is weasel-style coffee?',
      summary:
        'Civet coffee is famously expensive but raises serious animal-welfare concerns. Moc Lam uses controlled fermentation to create a similar flavour instead.',
      paragraphs: [
        'Traditional civet coffee is made from beans that have passed through the digestive tract of the palm civet. Enzymes along the way change the proteins in the beans, making the coffee sweeter and less bitter.',
        'High demand, however, has led many producers to keep civets caged in poor conditions and force-feed them coffee cherries. That is why many responsible roasters refuse to sell it.',
        'Moc Lam’s weasel-style coffee is fermented with natural yeasts and enzymes in temperature-controlled tanks. The process recreates the changes that happen in nature with no animals involved.',
        'The result is a thick, intensely aromatic cup with a sweet finish and very little acidity. We state clearly on the pack that it is weasel-style coffee, so you know exactly what you are buying.',
      ],
      add_on_data: [
        { title: 'Method', summary: 'Fermented with natural yeasts and enzymes, no animals.' },
        { title: 'Flavour', summary: 'Thick, aromatic, sweet finish, low acidity.' },
      ],
    },
  },
  {
    slug: 'rang-moc-hay-rang-tam',
    loai_tin_tuc: 'ca-phe',
    date_created: '2026-08-22T01:30:00.000Z',
    vi: {
      title: 'Rang mộc hay rang tẩm: chọn cà phê thế nào?',
      summary:
        'Cà phê rang tẩm bơ, đường từng là khẩu vị quen thuộc, nhưng ngày càng nhiều người chuyển sang cà phê rang mộc. Hai cách rang khác nhau ra sao?',
      paragraphs: [
        'Rang tẩm là cách thêm bơ, đường, nước mắm hoặc hương liệu vào hạt trong lúc rang. Cà phê có màu đen bóng, nước pha sánh và thơm mùi bơ caramel, nhưng vị thật của hạt bị che lấp.',
        'Rang mộc chỉ dùng nhiệt để biến đổi hạt. Cà phê có màu nâu tự nhiên, nước pha không quá đen nhưng hương thơm phản ánh đúng giống cà phê và vùng trồng.',
        'Cách nhận biết đơn giản: cà phê rang mộc khi pha có lớp bọt màu nâu vàng và tan nhanh, nước cà phê màu nâu cánh gián. Cà phê tẩm thường có bọt dày, nước đen đặc và để lâu vẫn sánh.',
        'Tất cả cà phê của Mộc Lam đều rang mộc và ghi rõ ngày rang trên túi. Nếu đã quen cà phê tẩm, bạn có thể bắt đầu với dòng phin truyền thống, vị đậm và dễ làm quen.',
      ],
      add_on_data: [
        { title: 'Rang mộc', summary: 'Chỉ dùng nhiệt, giữ hương vị thật của hạt.' },
        { title: 'Gợi ý', summary: 'Người mới chuyển sang rang mộc nên thử cà phê phin truyền thống.' },
      ],
    },
    en: {
      title: 'Pure roast or flavour roast: how to choose your coffee',
      summary:
        'Coffee roasted with butter and sugar was once the norm, but more and more drinkers are switching to pure roasts. How do the two differ?',
      paragraphs: [
        'A flavour roast adds butter, sugar, fish sauce or flavourings to the beans as they roast. The coffee is glossy black, brews thick and smells of buttery caramel, but the true taste of the bean is masked.',
        'A pure roast uses only heat to transform the beans. The coffee is a natural brown and brews a less inky cup, but its aroma reflects the variety and the region where it grew.',
        'An easy test: pure-roast coffee brews with a golden-brown crema that fades quickly and a reddish-brown liquor. Flavour-roasted coffee usually has a thick foam and a black, heavy liquor that stays syrupy as it cools.',
        'All Moc Lam coffee is pure roasted, with the roast date printed on the bag. If you are used to flavour roasts, start with our traditional phin blend: bold and easy to like.',
      ],
      add_on_data: [
        { title: 'Pure roast', summary: 'Heat only, keeping the bean’s true flavour.' },
        { title: 'Tip', summary: 'New to pure roasts? Try the traditional phin blend first.' },
      ],
    },
  },
];
