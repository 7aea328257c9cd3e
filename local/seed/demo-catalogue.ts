import {
  ARTICLE_TYPE,
  PRODUCT_TYPE,
  type ArticleType,
  type ProductType,
} from '@vongbi/functions/contract/site-addresses';
import type { AvailabilityStatus } from '@vongbi/functions/contract/technical-data';
import type { PlaceholderBrand } from './placeholder-images';
import {
  homeVideoYoutubeIds,
  maintenanceToolPaths,
  newsPaths,
  productCategoryPaths,
  servicePaths,
  supportPaths,
} from './demo-paths';

// The demo catalogue: the seven product categories and three maintenance-tool groups of the navigation, the
// four services, news and support articles, banners and videos, all in Vietnamese. Pure data; seed/index.ts
// stores it through the same repositories and image path as the admin screens.

export interface DemoInnerProduct {
  name: string;
  namePath: string;
  brand: string;
  madeIn: string;
  productSeries: string;
  shortDescription: string;
  /** Paragraphs and a specification table, rendered into the rich description. */
  intro: string;
  specs: [string, string][];
  imageCount: number;
  videos: string;
}

export interface DemoOuterProduct {
  name: string;
  namePath: string;
  productType: ProductType;
  summaryDetail: string;
  brand?: PlaceholderBrand;
  innerProducts: DemoInnerProduct[];
}

export interface DemoArticle {
  headerText: string;
  articlePath: string;
  articleType: ArticleType;
  summaryText: string;
  paragraphs: string[];
  videos: string;
}

const [goiDo, fag, ina, nmb, khac, bechem, congNgheMoi] = productCategoryPaths;
const [giaNhiet, caoThuyLuc, boiTron] = maintenanceToolPaths;
const demoVideo = homeVideoYoutubeIds[0];

const product = (
  name: string,
  namePath: string,
  brand: string,
  madeIn: string,
  productSeries: string,
  shortDescription: string,
  intro: string,
  specs: [string, string][],
  imageCount = 3,
  videos = '',
): DemoInnerProduct => ({
  name,
  namePath,
  brand,
  madeIn,
  productSeries,
  shortDescription,
  intro,
  specs,
  imageCount,
  videos,
});

/**
 * d × D × B in mm of the demo bearings, by path, as staff would type them: the sizes the server cannot fill
 * from the code. The 60/62/63 ball bearings (6205-2RSR-C3, 6310-2Z-C3, 6204) are left to the fill
 * (functions/core/rules/product-dimensions.ts); tests/unit/product-dimensions.test.ts checks that every demo
 * bearing ends with all three.
 */
export const demoDimensions: Readonly<
  Record<string, readonly [boreMm: number, outerDiameterMm: number, widthMm: number]>
> = {
  'vong-bi-tang-trong-fag-22220-e1-xl-k': [100, 180, 46],
  // A tapered roller bearing is sized by its overall width T, as buyers search it (its inner ring's B is 23).
  'vong-bi-con-fag-32210-a': [50, 90, 24.75],
  'vong-bi-dua-fag-nu2212-e-xl-tvp2': [60, 110, 28],
  'vong-bi-tiep-xuc-goc-fag-7310-b-xl-jp': [50, 110, 27],
  // No inner ring: the bore is the rollers' inner circle Fw, the shaft they run on.
  'vong-bi-kim-ina-nk-25-20': [25, 33, 20],
  // A stud-type track roller: d is the stud, B the outer ring's width C.
  'con-lan-cam-ina-kr-32-pp': [12, 32, 14],
  // B is the inner ring's width (the outer ring's, C, is 22 mm).
  'bac-truot-khop-cau-ina-ge-40-do-2rs': [40, 62, 28],
  'vong-bi-mini-nmb-608zz': [8, 22, 7],
  'vong-bi-nmb-r-1560hh': [6, 15, 5],
};

/**
 * How soon some demo products can be delivered, by path: checked on the day the seed runs, so the demo's public
 * pages show availability (a check older than AVAILABILITY_FRESH_DAYS is not shown). The demo states no C, C0,
 * speeds or mass: those come only from a manufacturer's table, which staff type in.
 */
export const demoAvailability: Readonly<Record<string, AvailabilityStatus>> = {
  'vong-bi-cau-fag-6205-2rsr': 'in_stock',
  'vong-bi-fag-6310-2z-c3': 'short_lead',
  'vong-bi-tang-trong-fag-22220-e1-xl-k': 'on_order',
  'vong-bi-dua-fag-nu2212-e-xl-tvp2': 'in_stock',
};

export const demoOuterProducts: DemoOuterProduct[] = [
  {
    name: 'Gối đỡ vòng bi',
    namePath: goiDo,
    productType: PRODUCT_TYPE.product,
    brand: 'FAG',
    summaryDetail:
      'Gối đỡ đúc gang và thép FAG, INA cho băng tải, quạt công nghiệp và máy nghiền: lắp nhanh, kín bụi, dễ bôi trơn.',
    innerProducts: [
      product(
        'Gối đỡ FAG SNV 100',
        'goi-do-fag-snv-100',
        'FAG',
        'Đức',
        'SNV100-L',
        'Gối đỡ tách đôi bằng gang cầu cho vòng bi tang trống 22212 và 1212, phớt chặn bốn môi.',
        'Dòng SNV thay thế trực tiếp gối SNS cũ, chịu tải lớn và rung động mạnh trong nhà máy xi măng, mỏ đá.',
        [
          ['Vật liệu thân', 'Gang cầu EN-GJS-400'],
          ['Đường kính trục', '50–55 mm'],
          ['Vòng bi phù hợp', '22212-E1-K, 1212-K-TVH'],
        ],
        4,
        demoVideo,
      ),
      product(
        'Gối đỡ INA PASE 40',
        'goi-do-ina-pase-40',
        'INA',
        'Slovakia',
        'PASE40-N',
        'Gối đỡ vòng bi cầu lắp sẵn, vỏ gang xám, vít hãm lệch tâm, phù hợp trục 40 mm.',
        'Bộ gối lắp sẵn vòng bi và phớt, chỉ cần siết bu lông là vận hành: giảm thời gian dừng máy khi thay thế.',
        [
          ['Đường kính trục', '40 mm'],
          ['Chiều cao tâm', '49,2 mm'],
          ['Nhiệt độ làm việc', '-20 °C đến +100 °C'],
        ],
      ),
    ],
  },
  {
    name: 'Vòng bi FAG',
    namePath: fag,
    productType: PRODUCT_TYPE.product,
    brand: 'FAG',
    summaryDetail:
      'Vòng bi cầu, tang trống, côn và đũa FAG chính hãng Schaeffler, có CO/CQ, cho động cơ, hộp số và máy công cụ.',
    innerProducts: [
      product(
        'Vòng bi cầu FAG 6205-2RSR',
        'vong-bi-cau-fag-6205-2rsr',
        'FAG',
        'Đức',
        '6205-2RSR-C3',
        'Vòng bi cầu một dãy, hai phớt cao su, khe hở C3, bôi trơn trọn đời bằng mỡ chịu nhiệt.',
        'Lựa chọn phổ biến nhất cho động cơ điện và bơm nhỏ: độ ồn thấp, tuổi thọ cao, không cần bảo dưỡng.',
        [
          ['Kích thước (d × D × B)', '25 × 52 × 15 mm'],
          ['Tải động Cr', '14,3 kN'],
          ['Tốc độ giới hạn', '12.000 vòng/phút'],
        ],
        6,
        demoVideo,
      ),
      product(
        'Vòng bi FAG 6310-2Z-C3',
        'vong-bi-fag-6310-2z-c3',
        'FAG',
        'Đức',
        '6310-2Z-C3',
        'Vòng bi cầu hai nắp chặn thép, khe hở C3 cho động cơ trung thế và quạt hút.',
        'Nắp chặn thép giữ mỡ, giảm ma sát so với phớt cao su, phù hợp tốc độ cao.',
        [
          ['Kích thước (d × D × B)', '50 × 110 × 27 mm'],
          ['Tải động Cr', '65 kN'],
          ['Khối lượng', '1,08 kg'],
        ],
      ),
      product(
        'Vòng bi tang trống FAG 22220-E1-XL-K',
        'vong-bi-tang-trong-fag-22220-e1-xl-k',
        'FAG',
        'Đức',
        '22220-E1-XL-K-C3',
        'Vòng bi tang trống lỗ côn X-life, tự lựa, chịu tải hướng kính và dọc trục lớn.',
        'Công nghệ X-life tăng 20% tuổi thọ danh định, giúp kéo dài chu kỳ bảo dưỡng cho sàng rung và máy nghiền.',
        [
          ['Kích thước (d × D × B)', '100 × 180 × 46 mm'],
          ['Lỗ', 'Côn 1:12'],
          ['Tải động Cr', '480 kN'],
        ],
        5,
      ),
      product(
        'Vòng bi côn FAG 32210-A',
        'vong-bi-con-fag-32210-a',
        'FAG',
        'Trung Quốc',
        '32210-A',
        'Vòng bi đũa côn một dãy cho trục bánh xe, hộp số và trục chính máy công cụ.',
        'Chịu tải kết hợp hướng kính và dọc trục, lắp theo cặp để điều chỉnh độ rơ.',
        [
          ['Kích thước (d × D × T)', '50 × 90 × 24,75 mm'],
          ['Tải động Cr', '102 kN'],
        ],
      ),
      product(
        'Vòng bi đũa FAG NU2212-E-XL-TVP2',
        'vong-bi-dua-fag-nu2212-e-xl-tvp2',
        'FAG',
        'Đức',
        'NU2212-E-XL-TVP2',
        'Vòng bi đũa trụ vòng cách polyamide, vòng ngoài có gờ, cho động cơ công suất lớn.',
        'Khả năng chịu tải hướng kính rất cao, cho phép trục giãn nở nhiệt theo chiều dọc.',
        [
          ['Kích thước (d × D × B)', '60 × 110 × 28 mm'],
          ['Vòng cách', 'Polyamide PA66'],
        ],
      ),
      product(
        'Vòng bi tiếp xúc góc FAG 7310-B-XL-JP',
        'vong-bi-tiep-xuc-goc-fag-7310-b-xl-jp',
        'FAG',
        'Đức',
        '7310-B-XL-JP',
        'Vòng bi cầu tiếp xúc góc 40°, vòng cách thép, dùng cho bơm ly tâm và máy nén.',
        'Góc tiếp xúc 40° cho tải dọc trục lớn; lắp đôi lưng–lưng hoặc mặt–mặt theo yêu cầu.',
        [
          ['Kích thước (d × D × B)', '50 × 110 × 27 mm'],
          ['Góc tiếp xúc', '40°'],
        ],
      ),
    ],
  },
  {
    name: 'Vòng bi INA',
    namePath: ina,
    productType: PRODUCT_TYPE.product,
    brand: 'INA',
    summaryDetail: 'Vòng bi kim, con lăn cam, khớp cầu và hệ dẫn hướng tuyến tính INA cho máy tự động và máy dệt.',
    innerProducts: [
      product(
        'Vòng bi kim INA NK 25/20',
        'vong-bi-kim-ina-nk-25-20',
        'INA',
        'Đức',
        'NK25/20',
        'Vòng bi kim vòng ngoài dập, không vòng trong, tiết diện nhỏ cho hộp số gọn.',
        'Thiết kế tiết diện thấp giúp giảm kích thước cụm truyền động mà vẫn chịu tải cao.',
        [
          ['Kích thước (Fw × D × B)', '25 × 33 × 20 mm'],
          ['Tải động Cr', '23,5 kN'],
        ],
      ),
      product(
        'Con lăn cam INA KR 32-PP',
        'con-lan-cam-ina-kr-32-pp',
        'INA',
        'Đức',
        'KR32-PP',
        'Con lăn cam có trục, hai phớt nhựa, cho cơ cấu cam và băng tải con lăn.',
        'Vòng ngoài dày chịu va đập, trục có lỗ bôi trơn lại.',
        [
          ['Đường kính ngoài', '32 mm'],
          ['Ren trục', 'M12 × 1,5'],
        ],
        4,
      ),
      product(
        'Bạc trượt khớp cầu INA GE 40-DO-2RS',
        'bac-truot-khop-cau-ina-ge-40-do-2rs',
        'INA',
        'Đức',
        'GE40-DO-2RS',
        'Khớp cầu thép–thép có phớt hai phía cho xi lanh thủy lực và máy xây dựng.',
        'Cho phép lệch trục và dao động, chịu tải va đập lớn trong môi trường bụi bẩn.',
        [
          ['Đường kính lỗ', '40 mm'],
          ['Góc nghiêng cho phép', '7°'],
        ],
      ),
    ],
  },
  {
    name: 'Vòng bi NMB',
    namePath: nmb,
    productType: PRODUCT_TYPE.product,
    brand: 'NMB',
    summaryDetail: 'Vòng bi mini và siêu nhỏ NMB Nhật Bản cho quạt, động cơ bước, thiết bị y tế và văn phòng.',
    innerProducts: [
      product(
        'Vòng bi mini NMB 608ZZ',
        'vong-bi-mini-nmb-608zz',
        'NMB',
        'Thái Lan',
        '608ZZ',
        'Vòng bi cầu mini hai nắp thép, độ ồn cực thấp cho quạt và động cơ bước.',
        'Sản xuất trên dây chuyền tự động của Minebea, độ chính xác ABEC-3.',
        [
          ['Kích thước (d × D × B)', '8 × 22 × 7 mm'],
          ['Cấp chính xác', 'ABEC-3'],
        ],
      ),
      product(
        'Vòng bi NMB R-1560HH',
        'vong-bi-nmb-r-1560hh',
        'NMB',
        'Nhật Bản',
        'R-1560HH',
        'Vòng bi siêu nhỏ hệ inch, hai nắp thép, cho máy in và thiết bị đo.',
        'Kích thước siêu nhỏ, mô-men khởi động thấp.',
        [['Kích thước (d × D × B)', '6 × 15 × 5 mm']],
      ),
    ],
  },
  {
    name: 'Vòng bi khác',
    namePath: khac,
    productType: PRODUCT_TYPE.product,
    summaryDetail: 'Vòng bi ly hợp LUK, vòng bi thay thế và hàng thanh lý có sẵn trong kho Hà Nội.',
    innerProducts: [
      product(
        'Bộ ly hợp LUK RepSet 624 3185 09',
        'bo-ly-hop-luk-repset-624-3185-09',
        'LUK',
        'Đức',
        '624318509',
        'Bộ ly hợp gồm đĩa ép, đĩa ly hợp và vòng bi tê cho xe tải nhẹ.',
        'Bộ sản phẩm đồng bộ của LUK giúp thay thế một lần, đúng thông số nhà sản xuất xe.',
        [
          ['Đường kính đĩa', '240 mm'],
          ['Số răng', '23'],
        ],
      ),
      product(
        'Vòng bi cầu 6204 thanh lý',
        'vong-bi-cau-6204-thanh-ly',
        '',
        '',
        '6204',
        'Vòng bi cầu 6204 hàng tồn kho, chưa rõ nhà sản xuất, bán theo lô cho ứng dụng không quan trọng.',
        'Hàng thanh lý bán theo hiện trạng; liên hệ để xem mẫu trước khi mua.',
        [['Kích thước (d × D × B)', '20 × 47 × 14 mm']],
      ),
    ],
  },
  {
    name: 'Mỡ bôi trơn Bechem',
    namePath: bechem,
    productType: PRODUCT_TYPE.product,
    brand: 'Bechem',
    summaryDetail: 'Mỡ và dầu bôi trơn Bechem (Đức) cho vòng bi chịu nhiệt, tải nặng, ngành thép và thực phẩm.',
    innerProducts: [
      product(
        'Mỡ Bechem High-Lub L 474-2',
        'mo-bechem-high-lub-l-474-2',
        'Bechem',
        'Đức',
        'High-Lub L 474-2',
        'Mỡ gốc lithium phức chịu cực áp, chống nước, cho vòng bi tải nặng ngành thép và giấy.',
        'Bám dính tốt, chịu rửa trôi bởi nước làm mát, kéo dài chu kỳ tra mỡ.',
        [
          ['Chất làm đặc', 'Lithium phức'],
          ['Cấp NLGI', '2'],
          ['Nhiệt độ làm việc', '-30 °C đến +160 °C'],
        ],
        4,
        demoVideo,
      ),
      product(
        'Mỡ Bechem Berutemp 500 T2',
        'mo-bechem-berutemp-500-t2',
        'Bechem',
        'Đức',
        'Berutemp 500 T2',
        'Mỡ tổng hợp PFPE chịu nhiệt đến 260 °C cho xích lò sấy và vòng bi quạt lò.',
        'Không bay hơi, không cacbon hóa ở nhiệt độ cao, tương thích với nhựa và cao su.',
        [
          ['Dầu gốc', 'PFPE'],
          ['Nhiệt độ làm việc', '-30 °C đến +260 °C'],
        ],
      ),
      product(
        'Dầu bánh răng Bechem Berusynth CU 220',
        'dau-banh-rang-bechem-berusynth-cu-220',
        'Bechem',
        'Đức',
        'Berusynth CU 220',
        'Dầu bánh răng tổng hợp PAO cho hộp số kín tải nặng, tiết kiệm năng lượng.',
        'Chỉ số độ nhớt cao, chống tạo bọt và chống rỗ mặt răng (micropitting).',
        [
          ['Cấp độ nhớt', 'ISO VG 220'],
          ['Dầu gốc', 'Polyalphaolefin'],
        ],
      ),
    ],
  },
  {
    name: 'Sản phẩm công nghệ mới Schaeffler',
    namePath: congNgheMoi,
    productType: PRODUCT_TYPE.product,
    brand: 'Schaeffler',
    summaryDetail: 'Giám sát tình trạng và bôi trơn thông minh của Schaeffler: cảnh báo hỏng hóc trước khi dừng máy.',
    innerProducts: [
      product(
        'Cảm biến giám sát OPTIME',
        'cam-bien-giam-sat-optime',
        'FAG',
        'Đức',
        'OPTIME-SENSOR',
        'Cảm biến rung và nhiệt không dây, pin 5 năm, phân tích trên ứng dụng điện thoại.',
        'Gắn nam châm lên vỏ máy trong vài phút; thuật toán của Schaeffler báo trước hư hỏng vòng bi nhiều tuần.',
        [
          ['Kết nối', 'Mạng mesh không dây'],
          ['Tuổi thọ pin', 'Đến 5 năm'],
        ],
        4,
        demoVideo,
      ),
      product(
        'Bộ bôi trơn tự động OPTIME C1',
        'bo-boi-tron-tu-dong-optime-c1',
        'FAG',
        'Đức',
        'OPTIME-C1',
        'Bộ tra mỡ tự động một điểm có kết nối, theo dõi lượng mỡ từ xa.',
        'Cấp đúng lượng mỡ đúng thời điểm, giảm 50% hư hỏng do bôi trơn sai.',
        [
          ['Dung tích', '60 hoặc 125 ml'],
          ['Kết nối', 'OPTIME gateway'],
        ],
      ),
    ],
  },
  {
    name: 'Máy gia nhiệt cảm ứng',
    namePath: giaNhiet,
    productType: PRODUCT_TYPE.maintenanceTool,
    brand: 'FAG',
    summaryDetail: 'Máy gia nhiệt cảm ứng FAG HEATER lắp vòng bi nhanh, an toàn, không dùng đèn khò hay dầu nóng.',
    innerProducts: [
      product(
        'Máy gia nhiệt FAG HEATER20',
        'may-gia-nhiet-fag-heater20',
        'FAG',
        'Đức',
        'HEATER20',
        'Máy gia nhiệt cảm ứng cho vòng bi đến 20 kg, tự khử từ, điều khiển nhiệt độ và thời gian.',
        'Gia nhiệt đều, tự ngắt khi đạt nhiệt độ, khử từ sau khi nung: vòng bi sạch và không hút phoi.',
        [
          ['Khối lượng vòng bi tối đa', '20 kg'],
          ['Công suất', '3,6 kVA'],
        ],
        4,
        demoVideo,
      ),
      product(
        'Máy gia nhiệt FAG HEATER150',
        'may-gia-nhiet-fag-heater150',
        'FAG',
        'Đức',
        'HEATER150',
        'Máy gia nhiệt cho vòng bi và chi tiết đến 150 kg, có xe đẩy và cánh tay xoay.',
        'Dùng cho xưởng sửa chữa động cơ lớn, khớp nối và bánh răng.',
        [
          ['Khối lượng vòng bi tối đa', '150 kg'],
          ['Công suất', '12,8 kVA'],
        ],
      ),
    ],
  },
  {
    name: 'Cảo thủy lực',
    namePath: caoThuyLuc,
    productType: PRODUCT_TYPE.maintenanceTool,
    summaryDetail: 'Cảo thủy lực và cảo cơ khí tháo vòng bi, bánh răng, puly an toàn, không làm hỏng trục.',
    innerProducts: [
      product(
        'Cảo thủy lực ba chấu 30 tấn',
        'cao-thuy-luc-ba-chau-30-tan',
        'FAG',
        'Đức',
        'PULLER-HYD-30T',
        'Cảo ba chấu tích hợp bơm thủy lực, lực kéo 30 tấn, tầm với 250 mm.',
        'Tự định tâm, thao tác một người, an toàn hơn cảo cơ khí khi tháo vòng bi lớn.',
        [
          ['Lực kéo', '30 tấn'],
          ['Tầm với', '250 mm'],
        ],
      ),
      product(
        'Bộ cảo cơ khí hai chấu',
        'bo-cao-co-khi-hai-chau',
        'FAG',
        'Đức',
        'PULLER-2ARM',
        'Bộ cảo hai chấu đa năng cho vòng bi nhỏ và trung bình.',
        'Chấu có thể đảo chiều để cảo trong hoặc cảo ngoài.',
        [['Khoảng kẹp', '20–150 mm']],
      ),
    ],
  },
  {
    name: 'Giải pháp bôi trơn',
    namePath: boiTron,
    productType: PRODUCT_TYPE.maintenanceTool,
    brand: 'FAG',
    summaryDetail: 'Dụng cụ tra mỡ, bộ bôi trơn tự động và máy đo lượng mỡ cho chương trình bảo trì chủ động.',
    innerProducts: [
      product(
        'Súng bơm mỡ FAG ARCALUB',
        'sung-bom-mo-fag-arcalub',
        'FAG',
        'Đức',
        'ARCALUB-GREASE-GUN',
        'Súng bơm mỡ cầm tay có đồng hồ đo lượng mỡ mỗi lần bơm.',
        'Đo chính xác lượng mỡ tra vào, tránh bơm thừa làm nóng vòng bi.',
        [['Áp suất tối đa', '400 bar']],
      ),
      product(
        'Bộ bôi trơn tự động FAG CONCEPT8',
        'bo-boi-tron-tu-dong-fag-concept8',
        'FAG',
        'Đức',
        'CONCEPT8',
        'Bộ bôi trơn tự động tám điểm, bơm điện, hộp mỡ 2 lít.',
        'Một bơm cấp mỡ cho tám điểm, điều chỉnh lượng mỡ riêng cho từng điểm.',
        [
          ['Số điểm bôi trơn', '8'],
          ['Dung tích', '2 lít'],
        ],
      ),
    ],
  },
];

const article = (
  articleType: ArticleType,
  articlePath: string,
  headerText: string,
  summaryText: string,
  paragraphs: string[],
  videos = '',
): DemoArticle => ({ articleType, articlePath, headerText, summaryText, paragraphs, videos });

export const demoServices: DemoArticle[] = [
  article(
    ARTICLE_TYPE.service,
    servicePaths[0],
    'Đo và phân tích rung động',
    'Đo rung định kỳ, phân tích phổ và báo cáo tình trạng máy, phát hiện sớm hư hỏng vòng bi và mất cân bằng.',
    [
      'Kỹ sư của chúng tôi đo rung bằng thiết bị Schaeffler và phân tích phổ FFT để tìm nguyên nhân: mất cân bằng, lệch trục, lỏng chân đế hay hư hỏng vòng bi.',
      'Sau mỗi lần đo, quý khách nhận báo cáo có mức cảnh báo và khuyến nghị sửa chữa cụ thể, giúp lập kế hoạch dừng máy chủ động.',
    ],
    demoVideo,
  ),
  article(
    ARTICLE_TYPE.service,
    servicePaths[1],
    'Căn chỉnh đồng tâm trục bằng laser',
    'Căn chỉnh trục động cơ – bơm – hộp số bằng laser, giảm rung, tiết kiệm điện và kéo dài tuổi thọ vòng bi.',
    [
      'Lệch trục là nguyên nhân của hơn một nửa số hư hỏng vòng bi và phớt. Thiết bị laser cho kết quả chính xác đến 0,01 mm.',
      'Chúng tôi bàn giao biên bản trước và sau căn chỉnh cho từng cụm máy.',
    ],
  ),
  article(
    ARTICLE_TYPE.service,
    servicePaths[2],
    'Kiểm tra và sửa chữa hộp số',
    'Tháo kiểm tra, thay vòng bi, phớt và bánh răng hộp số công nghiệp; chạy thử có đo rung nghiệm thu.',
    [
      'Đội ngũ sửa chữa tại xưởng Bình Dương và tại hiện trường cho hộp số đến 500 kW.',
      'Vòng bi thay thế là hàng chính hãng FAG, INA có chứng nhận xuất xứ.',
    ],
  ),
  article(
    ARTICLE_TYPE.service,
    servicePaths[3],
    'Gia nhiệt và lắp đặt vòng bi',
    'Lắp vòng bi bằng máy gia nhiệt cảm ứng và dụng cụ chuyên dụng, đúng quy trình của Schaeffler.',
    [
      'Lắp sai là nguyên nhân hàng đầu khiến vòng bi hỏng sớm. Chúng tôi gia nhiệt có kiểm soát và đo khe hở sau lắp.',
      'Áp dụng cho vòng bi tang trống lỗ côn, vòng bi đũa và vòng bi cỡ lớn đến 1 tấn.',
    ],
    demoVideo,
  ),
];

export const demoNews: DemoArticle[] = [
  article(
    ARTICLE_TYPE.news,
    newsPaths[0],
    'Schaeffler ra mắt thế hệ vòng bi X-life mới',
    'Thế hệ vòng bi tang trống X-life mới tăng tải danh định và giảm ma sát, đã có hàng tại kho Hà Nội.',
    [
      'Schaeffler giới thiệu dòng vòng bi tang trống X-life cải tiến với vật liệu và hình học con lăn mới.',
      'Vòng bi Việt đã nhập lô đầu tiên cho các kích thước phổ biến 222xx và 223xx.',
    ],
    demoVideo,
  ),
  article(
    ARTICLE_TYPE.news,
    newsPaths[1],
    'Hội thảo bảo trì dự đoán tại Hà Nội',
    'Hơn 120 kỹ sư bảo trì tham dự hội thảo về giám sát tình trạng và bôi trơn thông minh.',
    ['Hội thảo có phần thực hành đo rung và hướng dẫn sử dụng hệ thống OPTIME.'],
  ),
  article(
    ARTICLE_TYPE.news,
    newsPaths[2],
    'Cảnh báo vòng bi giả mạo thương hiệu FAG',
    'Cách nhận biết vòng bi giả và kiểm tra tính xác thực bằng ứng dụng OriginCheck của Schaeffler.',
    ['Vòng bi giả thường có bao bì in mờ, mã vạch sai và khắc laser không đều.', 'Hãy mua tại nhà phân phối ủy quyền.'],
  ),
  article(
    ARTICLE_TYPE.news,
    newsPaths[3],
    'Bechem giới thiệu mỡ chịu nhiệt cho ngành thép',
    'Dòng mỡ Berutemp mới chịu nhiệt đến 260 °C cho xích lò và vòng bi quạt lò.',
    ['Sản phẩm đã được thử nghiệm tại hai nhà máy cán thép ở Hải Phòng và Bà Rịa – Vũng Tàu.'],
  ),
  article(
    ARTICLE_TYPE.news,
    newsPaths[4],
    'Khai trương kho hàng Bình Dương',
    'Kho mới 1.200 m² giúp giao hàng trong ngày cho khách hàng khu vực phía Nam.',
    ['Kho được quản lý bằng mã vạch và có khu bảo quản vòng bi cỡ lớn.'],
  ),
  article(
    ARTICLE_TYPE.news,
    newsPaths[5],
    'Vòng bi Việt tái chứng nhận nhà phân phối ủy quyền 2026',
    'Schaeffler Việt Nam tái chứng nhận Vòng bi Việt là nhà phân phối ủy quyền giai đoạn 2026–2028.',
    ['Chứng nhận khẳng định nguồn hàng chính hãng và năng lực kỹ thuật của đội ngũ.'],
  ),
];

export const demoSupportArticles: DemoArticle[] = [
  article(
    ARTICLE_TYPE.support,
    supportPaths[0],
    'Cách chọn vòng bi phù hợp cho động cơ điện',
    'Các bước chọn loại, kích thước, khe hở và phớt vòng bi theo tải, tốc độ và môi trường làm việc.',
    [
      'Bắt đầu từ tải và tốc độ, sau đó chọn khe hở C3 cho động cơ có nhiệt độ cao.',
      'Ưu tiên phớt 2RSR ở môi trường bụi.',
    ],
  ),
  article(
    ARTICLE_TYPE.support,
    supportPaths[1],
    'Hướng dẫn lắp đặt vòng bi bằng máy gia nhiệt',
    'Quy trình gia nhiệt cảm ứng an toàn: nhiệt độ, thời gian và kiểm tra sau lắp.',
    ['Không gia nhiệt vòng bi quá 120 °C.', 'Đeo găng tay chịu nhiệt và dùng dụng cụ định vị.'],
    demoVideo,
  ),
  article(
    ARTICLE_TYPE.support,
    supportPaths[2],
    'Chu kỳ bổ sung mỡ bôi trơn cho vòng bi',
    'Cách tính chu kỳ và lượng mỡ bổ sung theo tốc độ, kích thước và nhiệt độ.',
    ['Lượng mỡ bổ sung (g) ≈ 0,005 × D × B.', 'Nhiệt độ tăng 15 °C thì chu kỳ giảm một nửa.'],
  ),
  article(
    ARTICLE_TYPE.support,
    supportPaths[3],
    'Nhận biết hư hỏng vòng bi qua đo rung',
    'Các tần số đặc trưng BPFO, BPFI, BSF và FTF và cách đọc phổ rung.',
    ['Hư hỏng vòng ngoài xuất hiện ở tần số BPFO và các hài của nó.'],
    demoVideo,
  ),
  article(
    ARTICLE_TYPE.support,
    supportPaths[4],
    'Căn chỉnh trục bằng laser: những lỗi thường gặp',
    'Chân mềm, bu lông không siết đều và bỏ qua giãn nở nhiệt: ba lỗi khiến căn chỉnh sai.',
    ['Luôn kiểm tra chân mềm trước khi căn chỉnh.'],
  ),
  article(
    ARTICLE_TYPE.support,
    supportPaths[5],
    'Bảo quản vòng bi trong kho đúng cách',
    'Nhiệt độ, độ ẩm, tư thế đặt và thời gian bảo quản tối đa của vòng bi.',
    ['Để vòng bi nằm ngang trong bao bì gốc, độ ẩm dưới 60%.'],
  ),
];

/** Customer-support pages linked from the footer (FOOTER_COL3_*). */
export const demoPolicyArticles: DemoArticle[] = [
  article(
    ARTICLE_TYPE.support,
    'huong-dan-thanh-toan',
    'Hướng dẫn thanh toán',
    'Thanh toán chuyển khoản, tiền mặt hoặc công nợ.',
    ['Quý khách có thể chuyển khoản, thanh toán tiền mặt khi nhận hàng hoặc mở công nợ với khách hàng doanh nghiệp.'],
  ),
  article(
    ARTICLE_TYPE.support,
    'chinh-sach-doi-tra',
    'Chính sách đổi trả',
    'Đổi trả trong 7 ngày với hàng còn nguyên bao bì.',
    ['Sản phẩm lỗi do nhà sản xuất được đổi mới trong 7 ngày kể từ ngày nhận hàng.'],
  ),
  article(
    ARTICLE_TYPE.support,
    'chinh-sach-van-chuyen',
    'Chính sách vận chuyển',
    'Giao trong ngày tại Hà Nội và Bình Dương.',
    ['Miễn phí giao hàng nội thành cho đơn từ 2 triệu đồng.'],
  ),
  article(
    ARTICLE_TYPE.support,
    'quy-dinh-thanh-toan',
    'Quy định thanh toán',
    'Điều kiện thanh toán cho khách hàng doanh nghiệp.',
    ['Hóa đơn VAT được xuất trong vòng 3 ngày làm việc.'],
  ),
];

export const demoBanners: { title: string; subtitle: string; brand?: PlaceholderBrand }[] = [
  { title: 'Vòng bi FAG chính hãng', subtitle: 'Nhà phân phối ủy quyền Schaeffler từ 2011', brand: 'FAG' },
  { title: 'Vòng bi kim và con lăn INA', subtitle: 'Giải pháp gọn nhẹ cho máy tự động', brand: 'INA' },
  { title: 'Mỡ bôi trơn Bechem', subtitle: 'Chịu nhiệt, chịu tải cho ngành thép và giấy', brand: 'Bechem' },
  { title: 'Vòng bi mini NMB', subtitle: 'Êm, chính xác cho quạt và động cơ bước', brand: 'NMB' },
  { title: 'Dịch vụ bảo trì tận nơi', subtitle: 'Đo rung, căn chỉnh trục, lắp đặt vòng bi' },
];

export const demoVideos: { headerText: string; uniqueYoutubeId: string; brand?: PlaceholderBrand }[] = [
  { headerText: 'Lắp vòng bi bằng máy gia nhiệt cảm ứng', uniqueYoutubeId: homeVideoYoutubeIds[0], brand: 'FAG' },
  { headerText: 'Giám sát tình trạng với OPTIME', uniqueYoutubeId: homeVideoYoutubeIds[1], brand: 'Schaeffler' },
  { headerText: 'Tra mỡ đúng cách cho vòng bi', uniqueYoutubeId: homeVideoYoutubeIds[2], brand: 'Bechem' },
  { headerText: 'Căn chỉnh trục bằng laser', uniqueYoutubeId: homeVideoYoutubeIds[3] },
];
