import type { NewsDef } from './define.js';

export const teaNews: NewsDef[] = [
  {
    slug: 'mua-che-xuan-tan-cuong',
    loai_tin_tuc: 'tra',
    date_created: '2026-03-20T01:30:00.000Z',
    vi: {
      title: 'Mùa chè xuân trên đồi Tân Cương',
      summary:
        'Những ngày cuối tháng Ba, đồi chè Tân Cương bước vào lứa hái đầu tiên của năm, lứa chè được người sành trà chờ đợi nhất.',
      paragraphs: [
        'Sau những cơn mưa phùn tháng Hai, các nương chè ở xã Tân Cương đồng loạt bật những búp non xanh mướt. Người trồng chè gọi đây là chè xuân, lứa búp đầu tiên sau mấy tháng cây nghỉ đông, tích được nhiều dưỡng chất nhất trong năm.',
        'Chè xuân được hái từ năm giờ sáng, khi sương còn đọng trên lá. Người hái chỉ ngắt một tôm hai lá, tức búp non cùng hai lá ngay dưới, rồi đặt nhẹ vào giỏ tre để búp không bị dập.',
        'Ngay trong ngày, chè được làm héo, sao trên chảo gang đặt trên bếp củi, rồi vò và sao lại nhiều lần. Người thợ sao chè lâu năm nghe tiếng lá reo trong chảo để biết lúc nào cần hạ lửa, điều mà không máy móc nào thay được.',
        'Lứa chè xuân cho nước trà xanh trong, vị chát nhẹ và hậu ngọt rất rõ. Vì sản lượng ít, phần lớn chè xuân của các hợp tác xã mà Mộc Lam hợp tác được dành cho các đơn đặt trước.',
        'Năm nay, Mộc Lam mở đặt trước trà xanh Tân Cương vụ xuân ngay trên cửa hàng trực tuyến, giao từ giữa tháng Tư. Khách đặt sớm được chọn hộp quà màu đỏ với giá của hộp thường.',
      ],
      add_on_data: [
        { title: 'Thời điểm hái', summary: 'Cuối tháng Ba đến giữa tháng Tư, từ 5 giờ sáng.' },
        { title: 'Tiêu chuẩn búp', summary: 'Một tôm hai lá, hái tay, sao chảo gang trong ngày.' },
      ],
    },
    en: {
      title: 'Spring harvest on the Tan Cuong tea hills',
      summary:
        'In the last days of March the Tan Cuong tea hills yield the first picking of the year, the one tea lovers wait for most.',
      paragraphs: [
        'After the February drizzle, the tea gardens of Tan Cuong burst into fresh green buds. Growers call this spring tea: the first flush after the plants rest through winter, when the leaves hold more goodness than at any other time of year.',
        'Spring tea is picked from five in the morning while the dew is still on the leaves. Pickers take only a bud and the two leaves below it and lay them gently in bamboo baskets so they do not bruise.',
        'The same day the leaves are withered, fired in cast-iron woks over wood fires, then rolled and fired again several times. Experienced tea makers listen to the leaves rustling in the wok to know when to lower the heat, a skill no machine replaces.',
        'Spring tea brews a clear green cup with light astringency and a pronounced sweet aftertaste. Because so little is made, most of the spring tea from the cooperatives Moc Lam works with goes to pre-orders.',
        'This year Moc Lam is taking pre-orders for spring Tan Cuong green tea in the online shop, shipping from mid-April. Early customers can choose the red gift box for the price of the standard one.',
      ],
      add_on_data: [
        { title: 'Picking time', summary: 'Late March to mid-April, from 5 a.m.' },
        {
          title: 'Leaf standard',
          summary: 'One bud and two leaves, hand-picked and wok-fired the same day.',
        },
      ],
    },
  },
  {
    slug: 'cach-pha-tra-xanh-thai-nguyen',
    loai_tin_tuc: 'tra',
    date_created: '2026-04-10T01:30:00.000Z',
    vi: {
      title: 'Pha trà xanh Thái Nguyên sao cho đúng vị',
      summary:
        'Nhiệt độ nước, lượng trà và thời gian hãm quyết định chén trà ngọt hậu hay đắng chát. Vài bước đơn giản giúp bạn pha ngon ngay tại nhà.',
      paragraphs: [
        'Trà xanh Thái Nguyên không cần cầu kỳ, nhưng rất "kén" nước. Nước quá sôi làm trà nẫu và đắng; nước nguội thì trà nhạt, không dậy hương. Nhiệt độ lý tưởng là khoảng 80 đến 85 độ, tức nước sôi để nguội chừng ba phút.',
        'Với ấm 150ml, dùng khoảng 5 đến 7 gam trà, tương đương hai thìa cà phê đầy. Tráng ấm chén bằng nước sôi cho nóng đều rồi mới cho trà vào.',
        'Nước đầu tiên rót xấp mặt trà rồi chắt bỏ ngay sau vài giây, để cánh trà nở và rửa bụi. Nước thứ hai rót đầy ấm, hãm khoảng 30 đến 45 giây rồi rót hết ra chén, không để trà ngâm lâu trong ấm.',
        'Trà ngon có thể pha bốn đến năm nước, mỗi nước tăng thời gian hãm thêm chừng mười giây. Nước thứ hai và thứ ba thường ngon nhất, hương cốm rõ và vị ngọt đọng lâu nơi cổ họng.',
        'Trà đã mở túi nên cất trong hộp kín, để nơi khô mát, tránh xa cà phê và gia vị vì trà hút mùi rất nhanh. Dùng trong vòng ba tháng để giữ trọn hương vị.',
      ],
      add_on_data: [
        { title: 'Nhiệt độ nước', summary: '80–85°C, nước sôi để nguội khoảng 3 phút.' },
        { title: 'Tỉ lệ', summary: '5–7g trà cho ấm 150ml, hãm 30–45 giây.' },
      ],
    },
    en: {
      title: 'How to brew Thai Nguyen green tea properly',
      summary:
        'Water temperature, amount of leaf and steeping time decide whether a cup is sweet or bitter. A few simple steps make a great brew at home.',
      paragraphs: [
        'Thai Nguyen green tea needs no ceremony, but it is particular about water. Water that is too hot stews the leaves and turns them bitter; water that is too cool leaves the tea flat. Aim for 80 to 85 °C: boiled water left to rest for about three minutes.',
        'For a 150 ml pot, use 5 to 7 grams of tea, about two heaped teaspoons. Warm the pot and cups with boiling water before adding the leaves.',
        'Pour just enough water to cover the leaves and discard it after a few seconds; this opens the leaves and rinses off dust. Then fill the pot, steep for 30 to 45 seconds and pour everything out, never leaving the leaves to soak.',
        'Good tea gives four or five infusions; add about ten seconds to each. The second and third are usually the best, with a clear young-rice aroma and a sweetness that lingers in the throat.',
        'Once opened, keep tea in an airtight tin somewhere cool and dry, away from coffee and spices, since it absorbs smells quickly. Drink it within three months to enjoy its full flavour.',
      ],
      add_on_data: [
        { title: 'Water temperature', summary: '80–85 °C: boiled water rested for about 3 minutes.' },
        { title: 'Ratio', summary: '5–7 g of tea for a 150 ml pot, steeped 30–45 seconds.' },
      ],
    },
  },
  {
    slug: 'shan-tuyet-co-thu-vung-cao',
    loai_tin_tuc: 'tra',
    date_created: '2026-05-15T01:30:00.000Z',
    vi: {
      title: 'Chè Shan Tuyết cổ thụ: báu vật của vùng cao',
      summary:
        'Trên những sườn núi mây phủ quanh năm, các cây chè Shan Tuyết hàng trăm tuổi vẫn cho búp mỗi mùa, nuôi sống nhiều bản làng người Mông và người Dao.',
      paragraphs: [
        'Khác với chè đồi được cắt tỉa thấp, chè Shan Tuyết mọc thành cây cao vài mét, thân phủ rêu và địa y. Muốn hái búp, người dân phải trèo lên cây, có khi đứng trên những cành to như bắp chân.',
        'Tên gọi Shan Tuyết đến từ lớp lông tơ trắng mịn phủ trên búp non, nhìn xa như được rắc tuyết. Cây sống ở độ cao trên một nghìn mét, nơi sương mù dày và chênh lệch nhiệt độ ngày đêm lớn.',
        'Vì cây mọc tự nhiên giữa rừng, không cần phân bón hay thuốc trừ sâu, chè Shan Tuyết được nhiều khách nước ngoài tìm mua như một sản phẩm sạch từ thiên nhiên. Vị trà đậm, hậu ngọt sâu và có thể pha tới bảy, tám nước.',
        'Mộc Lam thu mua búp tươi trực tiếp từ các hộ dân với giá cao hơn mặt bằng thị trường và hỗ trợ lò sao tại bản. Cách làm này giúp búp được chế biến ngay khi còn tươi, đồng thời giữ thu nhập ở lại với người trồng.',
      ],
      add_on_data: [
        { title: 'Độ cao', summary: 'Trên 1.000 mét, sương mù quanh năm.' },
        { title: 'Canh tác', summary: 'Cây mọc tự nhiên, không phân bón hóa học.' },
      ],
    },
    en: {
      title: 'Ancient Shan Tuyet tea: a treasure of the highlands',
      summary:
        'On mountainsides wrapped in cloud all year, Shan Tuyet trees hundreds of years old still bud every season and support many Hmong and Dao villages.',
      paragraphs: [
        'Unlike the low, pruned bushes of hill tea, Shan Tuyet grows into trees several metres tall, their trunks covered in moss and lichen. To pick the buds, villagers climb into the trees, sometimes standing on branches as thick as a calf.',
        'The name comes from the fine white down on the young buds, which from a distance look dusted with snow. The trees grow above a thousand metres, where fog is thick and nights are far colder than days.',
        'Because the trees grow wild in the forest without fertiliser or pesticides, Shan Tuyet is sought after abroad as a clean product of nature. The tea is full-bodied with a deep sweet finish and can be steeped seven or eight times.',
        'Moc Lam buys fresh buds directly from households at above-market prices and supports firing workshops in the villages. The leaves are processed while still fresh, and the income stays with the growers.',
      ],
      add_on_data: [
        { title: 'Altitude', summary: 'Above 1,000 metres, misty all year.' },
        { title: 'Cultivation', summary: 'Wild-grown trees, no chemical fertiliser.' },
      ],
    },
  },
  {
    slug: 'nghe-uop-tra-sen-tay-ho',
    loai_tin_tuc: 'tra',
    date_created: '2026-07-02T01:30:00.000Z',
    vi: {
      title: 'Nghề ướp trà sen Tây Hồ: chậm mà tinh',
      summary:
        'Mỗi mùa hè, những người thợ ướp trà bên hồ Tây lại thức dậy từ tờ mờ sáng để lấy gạo sen, giữ gìn một thú chơi tao nhã của người Hà Nội.',
      paragraphs: [
        'Sen Bách Diệp của hồ Tây có nhiều lớp cánh và hương rất đậm. Thuyền ra hồ từ lúc mặt trời chưa lên, vì khi nắng chiếu, hoa nở bung và hương bay mất.',
        'Bông sen được mang về tách lấy gạo sen, tức phần nhị vàng ở đầu nhụy. Công việc này đòi hỏi sự tỉ mỉ và đôi tay khéo, cả buổi sáng chỉ tách được vài trăm bông.',
        'Trà móc câu Thái Nguyên được rải xen từng lớp với gạo sen trong thạp, ủ một ngày đêm rồi sàng bỏ gạo sen và sấy nhẹ. Quy trình lặp lại nhiều lần, có khi tới bảy lượt, cần đến hàng nghìn bông sen cho mỗi cân trà.',
        'Trà sen pha xong dậy hương thanh, ngọt, không gắt mùi như trà ướp hương liệu. Người Hà Nội xưa thường dành trà sen để đãi khách quý hoặc dùng trong những dịp lễ Tết.',
        'Mộc Lam làm trà sen Tây Hồ với số lượng nhỏ mỗi vụ và đóng trong hộp giấy dó, phù hợp làm quà biếu. Mỗi hộp có ghi ngày ướp để người dùng biết rõ lứa trà.',
      ],
      add_on_data: [
        { title: 'Mùa sen', summary: 'Từ tháng Sáu đến đầu tháng Tám.' },
        { title: 'Số lần ướp', summary: 'Tới bảy lượt ướp và sấy cho mỗi mẻ trà.' },
      ],
    },
    en: {
      title: 'Lotus-scented tea of West Lake: slow and refined',
      summary:
        'Every summer the tea scenters by West Lake rise before dawn to gather lotus stamens, keeping alive one of Hanoi’s most elegant pastimes.',
      paragraphs: [
        'The hundred-petal lotus of West Lake has layer upon layer of petals and an intense scent. The boats go out before sunrise, because once the sun is up the flowers open wide and the fragrance drifts away.',
        'Back on shore, the stamens are separated from each flower. It is painstaking work for skilled hands: a whole morning yields the stamens of only a few hundred flowers.',
        'Thai Nguyen hook-leaf tea is layered with the stamens in clay jars, left for a day and a night, then sifted and gently dried. The cycle is repeated, up to seven times, and takes thousands of lotus flowers for each kilo of tea.',
        'Brewed, the tea gives off a clean, sweet fragrance, never as loud as artificially flavoured teas. Hanoians of old kept lotus tea for honoured guests and for festivals such as Tet.',
        'Moc Lam makes West Lake lotus tea in small lots each season and packs it in do-paper boxes that make lovely gifts. Every box shows its scenting date so you know exactly which batch you have.',
      ],
      add_on_data: [
        { title: 'Lotus season', summary: 'June to early August.' },
        { title: 'Scenting rounds', summary: 'Up to seven rounds of scenting and drying per batch.' },
      ],
    },
  },
  {
    slug: 'o-long-bao-loc-tu-la-den-vien',
    loai_tin_tuc: 'tra',
    date_created: '2026-09-08T01:30:00.000Z',
    vi: {
      title: 'Ô long Bảo Lộc: từ chiếc lá đến viên trà',
      summary:
        'Khí hậu mát quanh năm của cao nguyên Bảo Lộc là điều kiện lý tưởng cho giống ô long. Cùng theo chân một mẻ trà từ nương đến xưởng.',
      paragraphs: [
        'Bảo Lộc nằm ở độ cao khoảng 800 mét, mưa nhiều và đất bazan màu mỡ. Từ những năm 1990, các giống ô long như Thanh Tâm, Kim Tuyên được đưa về trồng và nhanh chóng thích nghi.',
        'Lá ô long được hái khi đọt có ba, bốn lá, rồi phơi héo dưới nắng nhẹ và đảo liên tục trong nong tre. Quá trình đảo làm mép lá dập nhẹ, khởi đầu sự lên men tạo nên hương hoa đặc trưng.',
        'Sau khi diệt men, lá được gói trong vải và vò thành viên tròn nhiều lần. Một mẻ trà có thể mất cả ngày chỉ riêng công đoạn vò, để viên trà chặt và bóng.',
        'Ô long xanh giữ hương hoa lan tươi mát, còn ô long rang được sấy lại trên than cho vị ấm, thơm mùi mật ong nướng. Cả hai đều hợp pha bằng ấm nhỏ với nước khoảng 95 độ.',
      ],
      add_on_data: [
        { title: 'Giống trà', summary: 'Thanh Tâm và Kim Tuyên.' },
        { title: 'Cách pha', summary: 'Nước 95°C, hãm 40–60 giây, pha được 6–8 nước.' },
      ],
    },
    en: {
      title: 'Bao Loc oolong: from leaf to pearl',
      summary:
        'The cool year-round climate of the Bao Loc plateau suits oolong perfectly. Follow one batch from the garden to the workshop.',
      paragraphs: [
        'Bao Loc sits at about 800 metres, with plenty of rain and fertile basalt soil. Since the 1990s, oolong cultivars such as Qing Xin and Jin Xuan have been planted here and took to it quickly.',
        'Oolong leaves are picked when a shoot has three or four leaves, withered in soft sunlight and tossed constantly in bamboo trays. The tossing bruises the leaf edges slightly and starts the oxidation that creates the floral aroma.',
        'After the oxidation is stopped with heat, the leaves are wrapped in cloth and rolled into pearls again and again. The rolling alone can take a whole day for one batch, so the pearls end up tight and glossy.',
        'Light oolong keeps a fresh orchid fragrance, while roasted oolong is dried again over charcoal for a warm, toasted-honey taste. Both are best brewed in a small pot with water at about 95 °C.',
      ],
      add_on_data: [
        { title: 'Cultivars', summary: 'Qing Xin and Jin Xuan.' },
        { title: 'Brewing', summary: '95 °C water, 40–60 seconds, 6–8 infusions.' },
      ],
    },
  },
];
