// Words of a Thai distribution centre's catalogue. Every brand is fictional. [Thai, English] pairs.

export type Pair = readonly [th: string, en: string];
export type TaxCode = '0' | '1' | '2';

export interface UnitSet {
  /** [code, Thai, English, rate]; unit 1 is the base unit (rate 1). */
  units: readonly (readonly [string, string, string, number])[];
}

export interface ProductType {
  name: Pair;
  flavours: readonly Pair[];
  sizes: readonly Pair[];
  /** Unit-1 price range in baht, VAT as `tax` says. */
  price: readonly [number, number];
  units: UnitSet;
  tax: TaxCode;
}

export interface Category {
  name: Pair;
  types: readonly ProductType[];
}

export interface Department {
  name: Pair;
  brands: readonly Pair[];
  categories: readonly Category[];
}

const u = (...units: (readonly [string, string, string, number])[]): UnitSet => ({ units });
const BOTTLE = u(['BT', 'ขวด', 'bottle', 1], ['PK', 'แพ็ค', 'pack', 6], ['CS', 'ลัง', 'case', 24]);
const CAN = u(['CN', 'กระป๋อง', 'can', 1], ['PK', 'แพ็ค', 'pack', 6], ['CS', 'ลัง', 'case', 24]);
const BOX = u(['BX', 'กล่อง', 'box', 1], ['PK', 'แพ็ค', 'pack', 4], ['CS', 'ลัง', 'case', 48]);
const SACHET = u(['SC', 'ซอง', 'sachet', 1], ['PK', 'แพ็ค', 'pack', 12], ['CS', 'ลัง', 'case', 48]);
const NOODLE = u(['SC', 'ซอง', 'sachet', 1], ['PK', 'แพ็ค', 'pack', 10], ['CS', 'ลัง', 'case', 30]);
const CUP = u(['CP', 'ถ้วย', 'cup', 1], ['PK', 'แพ็ค', 'pack', 6], ['CS', 'ลัง', 'case', 24]);
const BAG = u(['BG', 'ถุง', 'bag', 1], ['CS', 'ลัง', 'case', 6]);
const SACK = u(['BG', 'ถุง', 'bag', 1]);
const PIECE = u(['PC', 'ชิ้น', 'piece', 1], ['PK', 'แพ็ค', 'pack', 6], ['CS', 'ลัง', 'case', 48]);
const REFILL = u(['BG', 'ถุง', 'refill bag', 1], ['CS', 'ลัง', 'case', 12]);
const TIN = u(['CN', 'กระป๋อง', 'can', 1], ['PK', 'แพ็ค', 'pack', 10], ['CS', 'ลัง', 'case', 100]);
const JAR = u(['BT', 'ขวด', 'bottle', 1], ['PK', 'แพ็ค', 'pack', 12], ['CS', 'ลัง', 'case', 24]);

const PLAIN: readonly Pair[] = [['', '']];

export const DEPARTMENTS: readonly Department[] = [
  {
    name: ['เครื่องดื่ม', 'Beverages'],
    brands: [['ธาราใส', 'Thara Sai'], ['ภูผา', 'Phupha'], ['ฟ้าคราม', 'Fah Kram'], ['ดาวเหนือ', 'Dao Nuea'], ['ใบบัว', 'Bai Bua'], ['สายธาร', 'Saithan']],
    categories: [
      { name: ['น้ำดื่ม', 'Drinking water'], types: [
        { name: ['น้ำดื่ม', 'Drinking Water'], flavours: PLAIN, sizes: [['350 มล.', '350 ml'], ['600 มล.', '600 ml'], ['1.5 ลิตร', '1.5 L'], ['6 ลิตร', '6 L']], price: [5, 35], units: BOTTLE, tax: '1' },
        { name: ['น้ำแร่ธรรมชาติ', 'Natural Mineral Water'], flavours: PLAIN, sizes: [['330 มล.', '330 ml'], ['500 มล.', '500 ml'], ['1.5 ลิตร', '1.5 L']], price: [9, 40], units: BOTTLE, tax: '1' },
      ] },
      { name: ['น้ำอัดลม', 'Soft drinks'], types: [
        { name: ['น้ำอัดลม', 'Soda'], flavours: [['รสโคล่า', 'Cola'], ['รสส้ม', 'Orange'], ['รสมะนาว', 'Lemon Lime'], ['รสสตรอว์เบอร์รี', 'Strawberry'], ['รสองุ่น', 'Grape']], sizes: [['325 มล.', '325 ml'], ['1.25 ลิตร', '1.25 L']], price: [12, 32], units: CAN, tax: '1' },
        { name: ['โซดา', 'Soda Water'], flavours: PLAIN, sizes: [['325 มล.', '325 ml'], ['1 ลิตร', '1 L']], price: [8, 20], units: BOTTLE, tax: '1' },
      ] },
      { name: ['กาแฟและชา', 'Coffee and tea'], types: [
        { name: ['กาแฟกระป๋อง', 'Canned Coffee'], flavours: [['เอสเพรสโซ', 'Espresso'], ['ลาเต้', 'Latte'], ['มอคค่า', 'Mocha'], ['สูตรหวานน้อย', 'Less Sugar']], sizes: [['180 มล.', '180 ml'], ['240 มล.', '240 ml']], price: [12, 25], units: CAN, tax: '1' },
        { name: ['ชาเขียวพร้อมดื่ม', 'Ready-to-drink Green Tea'], flavours: [['ต้นตำรับ', 'Original'], ['น้ำผึ้งมะนาว', 'Honey Lemon'], ['ข้าวญี่ปุ่น', 'Genmai'], ['ไม่มีน้ำตาล', 'No Sugar']], sizes: [['420 มล.', '420 ml'], ['1 ลิตร', '1 L']], price: [15, 35], units: BOTTLE, tax: '1' },
        { name: ['กาแฟปรุงสำเร็จ 3in1', '3-in-1 Instant Coffee'], flavours: [['ริชอโรมา', 'Rich Aroma'], ['เอสเปรสโซ', 'Espresso'], ['คาปูชิโน', 'Cappuccino']], sizes: [['27 ซอง', '27 sachets'], ['50 ซอง', '50 sachets']], price: [85, 180], units: BAG, tax: '1' },
      ] },
      { name: ['เครื่องดื่มชูกำลังและเกลือแร่', 'Energy and sports drinks'], types: [
        { name: ['เครื่องดื่มชูกำลัง', 'Energy Drink'], flavours: [['ต้นตำรับ', 'Original'], ['สูตรไม่มีน้ำตาล', 'Sugar Free']], sizes: [['150 มล.', '150 ml'], ['250 มล.', '250 ml']], price: [10, 20], units: BOTTLE, tax: '1' },
        { name: ['เครื่องดื่มเกลือแร่', 'Electrolyte Drink'], flavours: [['รสส้ม', 'Orange'], ['รสมิกซ์เบอร์รี', 'Mixed Berry'], ['รสมะนาว', 'Lime']], sizes: [['250 มล.', '250 ml'], ['500 มล.', '500 ml']], price: [10, 22], units: BOTTLE, tax: '1' },
      ] },
      { name: ['น้ำผลไม้', 'Juices'], types: [
        { name: ['น้ำผลไม้ 100%', '100% Fruit Juice'], flavours: [['น้ำส้ม', 'Orange'], ['น้ำฝรั่ง', 'Guava'], ['น้ำองุ่น', 'Grape'], ['น้ำสับปะรด', 'Pineapple'], ['น้ำมะพร้าว', 'Coconut']], sizes: [['200 มล.', '200 ml'], ['1 ลิตร', '1 L']], price: [15, 65], units: BOX, tax: '1' },
      ] },
    ],
  },
  {
    name: ['ขนมขบเคี้ยว', 'Snacks'],
    brands: [['กรอบดี', 'Krob Dee'], ['มันมัน', 'Man Man'], ['ยิ้มหวาน', 'Yim Waan'], ['เพลินใจ', 'Ploen Jai'], ['ทองม้วน', 'Thong Muan']],
    categories: [
      { name: ['มันฝรั่งทอด', 'Potato chips'], types: [
        { name: ['มันฝรั่งทอดกรอบ', 'Potato Chips'], flavours: [['รสออริจินัล', 'Original'], ['รสบาร์บีคิว', 'Barbecue'], ['รสสาหร่าย', 'Seaweed'], ['รสซาวครีมหัวหอม', 'Sour Cream Onion'], ['รสต้มยำกุ้ง', 'Tom Yum Kung'], ['รสลาบ', 'Larb']], sizes: [['25 ก.', '25 g'], ['50 ก.', '50 g'], ['75 ก.', '75 g']], price: [10, 35], units: SACHET, tax: '1' },
      ] },
      { name: ['ขนมอบกรอบ', 'Crackers and biscuits'], types: [
        { name: ['แครกเกอร์', 'Crackers'], flavours: [['รสจืด', 'Plain'], ['รสงาดำ', 'Black Sesame'], ['รสเนย', 'Butter']], sizes: [['100 ก.', '100 g'], ['250 ก.', '250 g']], price: [15, 55], units: SACHET, tax: '1' },
        { name: ['บิสกิตสอดไส้', 'Sandwich Biscuits'], flavours: [['ไส้ช็อกโกแลต', 'Chocolate'], ['ไส้วานิลลา', 'Vanilla'], ['ไส้สตรอว์เบอร์รี', 'Strawberry']], sizes: [['45 ก.', '45 g'], ['135 ก.', '135 g']], price: [10, 40], units: SACHET, tax: '1' },
        { name: ['เวเฟอร์', 'Wafers'], flavours: [['รสช็อกโกแลต', 'Chocolate'], ['รสใบเตย', 'Pandan'], ['รสนม', 'Milk']], sizes: [['40 ก.', '40 g'], ['100 ก.', '100 g']], price: [10, 35], units: SACHET, tax: '1' },
      ] },
      { name: ['ขนมไทยและถั่ว', 'Thai snacks and nuts'], types: [
        { name: ['ถั่วลิสงอบเกลือ', 'Salted Roasted Peanuts'], flavours: [['ต้นตำรับ', 'Original'], ['รสกะทิ', 'Coconut Milk']], sizes: [['40 ก.', '40 g'], ['150 ก.', '150 g']], price: [10, 45], units: SACHET, tax: '1' },
        { name: ['ข้าวเกรียบกุ้ง', 'Prawn Crackers'], flavours: [['ต้นตำรับ', 'Original'], ['รสเผ็ด', 'Spicy']], sizes: [['30 ก.', '30 g'], ['70 ก.', '70 g']], price: [8, 25], units: SACHET, tax: '1' },
        { name: ['สาหร่ายทอดกรอบ', 'Crispy Seaweed'], flavours: [['รสคลาสสิก', 'Classic'], ['รสเผ็ด', 'Hot and Spicy'], ['รสวาซาบิ', 'Wasabi']], sizes: [['4 ก.', '4 g'], ['32 ก.', '32 g']], price: [10, 60], units: SACHET, tax: '1' },
      ] },
      { name: ['ลูกอมและช็อกโกแลต', 'Candy and chocolate'], types: [
        { name: ['ลูกอม', 'Candy'], flavours: [['รสมิ้นต์', 'Mint'], ['รสผลไม้รวม', 'Mixed Fruit'], ['รสกาแฟ', 'Coffee']], sizes: [['100 เม็ด', '100 pcs'], ['300 เม็ด', '300 pcs']], price: [40, 120], units: BAG, tax: '1' },
        { name: ['ช็อกโกแลตแท่ง', 'Chocolate Bar'], flavours: [['นมล้วน', 'Milk'], ['ดาร์ก', 'Dark'], ['อัลมอนด์', 'Almond']], sizes: [['35 ก.', '35 g'], ['100 ก.', '100 g']], price: [20, 80], units: PIECE, tax: '1' },
      ] },
    ],
  },
  {
    name: ['ข้าวและธัญพืช', 'Rice and grains'],
    brands: [['ทุ่งทอง', 'Thung Thong'], ['รวงข้าว', 'Ruang Khao'], ['นาดี', 'Na Dee'], ['หอมสยาม', 'Hom Siam']],
    categories: [
      { name: ['ข้าวสาร', 'Rice'], types: [
        { name: ['ข้าวหอมมะลิ 100%', '100% Jasmine Rice'], flavours: [['ข้าวใหม่', 'New Crop'], ['ต้นตำรับ', 'Classic']], sizes: [['1 กก.', '1 kg'], ['5 กก.', '5 kg'], ['15 กก.', '15 kg']], price: [48, 680], units: BAG, tax: '0' },
        { name: ['ข้าวขาว', 'White Rice'], flavours: [['หอมปทุม', 'Pathum Fragrant'], ['เสาไห้', 'Sao Hai']], sizes: [['5 กก.', '5 kg'], ['48 กก.', '48 kg']], price: [150, 1150], units: SACK, tax: '0' },
        { name: ['ข้าวเหนียว', 'Sticky Rice'], flavours: [['เขี้ยวงู', 'Khiao Ngu'], ['กข6', 'RD6']], sizes: [['1 กก.', '1 kg'], ['5 กก.', '5 kg']], price: [45, 220], units: BAG, tax: '0' },
        { name: ['ข้าวกล้อง', 'Brown Rice'], flavours: [['หอมมะลิ', 'Jasmine'], ['ไรซ์เบอร์รี', 'Riceberry']], sizes: [['1 กก.', '1 kg'], ['2 กก.', '2 kg']], price: [55, 160], units: BAG, tax: '0' },
      ] },
      { name: ['ธัญพืชและแป้ง', 'Grains and flour'], types: [
        { name: ['แป้งสาลี', 'Wheat Flour'], flavours: [['อเนกประสงค์', 'All Purpose'], ['ทำขนมปัง', 'Bread']], sizes: [['1 กก.', '1 kg']], price: [30, 50], units: BAG, tax: '1' },
        { name: ['ถั่วเขียว', 'Mung Beans'], flavours: [['ผ่าซีก', 'Split'], ['เต็มเมล็ด', 'Whole']], sizes: [['500 ก.', '500 g'], ['1 กก.', '1 kg']], price: [30, 75], units: BAG, tax: '0' },
      ] },
    ],
  },
  {
    name: ['บะหมี่และอาหารแห้ง', 'Noodles and dry food'],
    brands: [['เส้นทอง', 'Sen Thong'], ['อิ่มดี', 'Im Dee'], ['ซดซด', 'Sod Sod'], ['หม้อไฟ', 'Mo Fai'], ['ครัวยาย', 'Khrua Yai']],
    categories: [
      { name: ['บะหมี่กึ่งสำเร็จรูป', 'Instant noodles'], types: [
        { name: ['บะหมี่กึ่งสำเร็จรูป', 'Instant Noodles'], flavours: [['รสต้มยำกุ้ง', 'Tom Yum Shrimp'], ['รสหมูสับ', 'Minced Pork'], ['รสต้มยำน้ำข้น', 'Creamy Tom Yum'], ['รสเป็ดพะโล้', 'Stewed Duck'], ['รสไก่', 'Chicken'], ['รสผัดขี้เมา', 'Drunken Stir Fry']], sizes: [['55 ก.', '55 g'], ['60 ก.', '60 g']], price: [6, 10], units: NOODLE, tax: '1' },
        { name: ['บะหมี่ถ้วย', 'Cup Noodles'], flavours: [['รสต้มยำกุ้ง', 'Tom Yum Shrimp'], ['รสหมูน้ำตก', 'Nam Tok Pork'], ['รสซีฟู้ด', 'Seafood']], sizes: [['60 ก.', '60 g']], price: [13, 18], units: CUP, tax: '1' },
        { name: ['เส้นหมี่อบแห้ง', 'Dried Rice Vermicelli'], flavours: PLAIN, sizes: [['200 ก.', '200 g'], ['500 ก.', '500 g']], price: [15, 35], units: SACHET, tax: '1' },
        { name: ['โจ๊กคัพ', 'Rice Porridge Cup'], flavours: [['รสหมู', 'Pork'], ['รสไก่', 'Chicken'], ['รสกุ้ง', 'Shrimp']], sizes: [['32 ก.', '32 g']], price: [12, 16], units: CUP, tax: '1' },
      ] },
      { name: ['อาหารกระป๋อง', 'Canned food'], types: [
        { name: ['ปลาซาร์ดีนในซอสมะเขือเทศ', 'Sardines in Tomato Sauce'], flavours: [['ต้นตำรับ', 'Original'], ['รสเผ็ด', 'Chili']], sizes: [['155 ก.', '155 g']], price: [16, 24], units: TIN, tax: '1' },
        { name: ['ทูน่าในน้ำมันพืช', 'Tuna in Vegetable Oil'], flavours: [['ชนิดก้อน', 'Chunk'], ['ชนิดแผ่น', 'Flakes']], sizes: [['165 ก.', '165 g']], price: [30, 45], units: TIN, tax: '1' },
        { name: ['ผลไม้กระป๋อง', 'Canned Fruit'], flavours: [['ลิ้นจี่', 'Lychee'], ['เงาะ', 'Rambutan'], ['สับปะรด', 'Pineapple'], ['ลำไย', 'Longan']], sizes: [['565 ก.', '565 g']], price: [35, 60], units: TIN, tax: '1' },
      ] },
    ],
  },
  {
    name: ['เครื่องปรุงรส', 'Condiments and cooking'],
    brands: [['รสทิพย์', 'Rot Thip'], ['ครัวบ้านสวน', 'Khrua Ban Suan'], ['ปรุงดี', 'Prung Dee'], ['ทองคำ', 'Thong Kham']],
    categories: [
      { name: ['ซอสและน้ำปลา', 'Sauces and fish sauce'], types: [
        { name: ['น้ำปลาแท้', 'Fish Sauce'], flavours: [['ต้นตำรับ', 'Original'], ['สูตรลดโซเดียม', 'Reduced Sodium']], sizes: [['300 มล.', '300 ml'], ['700 มล.', '700 ml']], price: [18, 45], units: JAR, tax: '1' },
        { name: ['ซอสปรุงรส', 'Seasoning Sauce'], flavours: [['ฝาเขียว', 'Green Cap'], ['ฝาเหลือง', 'Yellow Cap']], sizes: [['200 มล.', '200 ml'], ['600 มล.', '600 ml']], price: [20, 55], units: JAR, tax: '1' },
        { name: ['ซอสหอยนางรม', 'Oyster Sauce'], flavours: PLAIN, sizes: [['300 มล.', '300 ml'], ['770 มล.', '770 ml']], price: [25, 70], units: JAR, tax: '1' },
        { name: ['ซอสพริก', 'Chili Sauce'], flavours: [['เผ็ดน้อย', 'Mild'], ['เผ็ดมาก', 'Extra Hot']], sizes: [['300 มล.', '300 ml'], ['1 ลิตร', '1 L']], price: [20, 60], units: JAR, tax: '1' },
      ] },
      { name: ['น้ำมันและน้ำตาล', 'Oil and sugar'], types: [
        { name: ['น้ำมันถั่วเหลือง', 'Soybean Oil'], flavours: PLAIN, sizes: [['1 ลิตร', '1 L'], ['5 ลิตร', '5 L']], price: [55, 250], units: u(['BT', 'ขวด', 'bottle', 1], ['CS', 'ลัง', 'case', 12]), tax: '1' },
        { name: ['น้ำตาลทราย', 'Granulated Sugar'], flavours: [['ขาว', 'White'], ['ทรายแดง', 'Brown']], sizes: [['1 กก.', '1 kg']], price: [24, 35], units: u(['BG', 'ถุง', 'bag', 1], ['CS', 'ลัง', 'case', 20]), tax: '0' },
        { name: ['ผงปรุงรส', 'Seasoning Powder'], flavours: [['รสหมู', 'Pork'], ['รสไก่', 'Chicken']], sizes: [['75 ก.', '75 g'], ['425 ก.', '425 g']], price: [10, 55], units: SACHET, tax: '1' },
      ] },
    ],
  },
  {
    name: ['ผลิตภัณฑ์นม', 'Dairy'],
    brands: [['ทุ่งหญ้า', 'Thung Ya'], ['นมดี', 'Nom Dee'], ['ฟาร์มสุข', 'Farm Suk'], ['วัวยิ้ม', 'Wua Yim']],
    categories: [
      { name: ['นม UHT', 'UHT milk'], types: [
        { name: ['นมยูเอชที', 'UHT Milk'], flavours: [['รสจืด', 'Plain'], ['รสหวาน', 'Sweet'], ['รสช็อกโกแลต', 'Chocolate'], ['รสสตรอว์เบอร์รี', 'Strawberry']], sizes: [['180 มล.', '180 ml'], ['1 ลิตร', '1 L']], price: [12, 55], units: BOX, tax: '1' },
        { name: ['นมถั่วเหลือง', 'Soy Milk'], flavours: [['สูตรดั้งเดิม', 'Original'], ['สูตรหวานน้อย', 'Less Sugar'], ['งาดำ', 'Black Sesame']], sizes: [['230 มล.', '230 ml'], ['300 มล.', '300 ml']], price: [10, 18], units: BOX, tax: '1' },
      ] },
      { name: ['นมผงและนมข้น', 'Powdered and condensed milk'], types: [
        { name: ['นมข้นหวาน', 'Sweetened Condensed Milk'], flavours: [['ต้นตำรับ', 'Original'], ['สูตรน้ำตาลน้อย', 'Less Sugar']], sizes: [['380 ก.', '380 g']], price: [25, 35], units: TIN, tax: '1' },
        { name: ['นมผง', 'Milk Powder'], flavours: [['รสจืด', 'Plain'], ['รสน้ำผึ้ง', 'Honey']], sizes: [['400 ก.', '400 g'], ['900 ก.', '900 g']], price: [120, 420], units: BAG, tax: '1' },
      ] },
    ],
  },
  {
    name: ['ของใช้ในบ้าน', 'Household'],
    brands: [['บ้านสะอาด', 'Baan Sa-aad'], ['ใสปิ๊ง', 'Sai Ping'], ['มือนุ่ม', 'Mue Num'], ['ขจัด', 'Khajat'], ['หอมบ้าน', 'Hom Baan']],
    categories: [
      { name: ['ผลิตภัณฑ์ซักผ้า', 'Laundry'], types: [
        { name: ['ผงซักฟอก', 'Washing Powder'], flavours: [['สูตรมาตรฐาน', 'Regular'], ['สูตรเข้มข้น', 'Concentrated'], ['สูตรถนอมมือ', 'Gentle']], sizes: [['800 ก.', '800 g'], ['2.7 กก.', '2.7 kg']], price: [45, 190], units: REFILL, tax: '1' },
        { name: ['น้ำยาปรับผ้านุ่ม', 'Fabric Softener'], flavours: [['กลิ่นฟลอรัล', 'Floral'], ['กลิ่นสวีทพิงค์', 'Sweet Pink'], ['กลิ่นบลูเฟรช', 'Blue Fresh']], sizes: [['500 มล.', '500 ml'], ['1.3 ลิตร', '1.3 L']], price: [25, 95], units: REFILL, tax: '1' },
      ] },
      { name: ['ผลิตภัณฑ์ทำความสะอาด', 'Cleaning'], types: [
        { name: ['น้ำยาล้างจาน', 'Dishwashing Liquid'], flavours: [['กลิ่นมะนาว', 'Lemon'], ['กลิ่นชาเขียว', 'Green Tea']], sizes: [['500 มล.', '500 ml'], ['3.6 ลิตร', '3.6 L']], price: [20, 150], units: REFILL, tax: '1' },
        { name: ['น้ำยาถูพื้น', 'Floor Cleaner'], flavours: [['กลิ่นลาเวนเดอร์', 'Lavender'], ['กลิ่นซากุระ', 'Sakura']], sizes: [['800 มล.', '800 ml']], price: [30, 60], units: JAR, tax: '1' },
        { name: ['น้ำยาล้างห้องน้ำ', 'Bathroom Cleaner'], flavours: [['ต้นตำรับ', 'Original'], ['กลิ่นส้ม', 'Citrus']], sizes: [['450 มล.', '450 ml'], ['900 มล.', '900 ml']], price: [35, 90], units: JAR, tax: '1' },
      ] },
      { name: ['กระดาษและของใช้', 'Paper and supplies'], types: [
        { name: ['กระดาษชำระ', 'Toilet Tissue'], flavours: [['หนา 2 ชั้น', 'Double Ply'], ['หนา 3 ชั้น', 'Triple Ply']], sizes: [['6 ม้วน', '6 rolls'], ['24 ม้วน', '24 rolls']], price: [45, 220], units: u(['PK', 'แพ็ค', 'pack', 1], ['CS', 'ลัง', 'case', 8]), tax: '1' },
        { name: ['ถุงขยะ', 'Garbage Bags'], flavours: [['สีดำ', 'Black'], ['สีเขียว', 'Green']], sizes: [['18x20 นิ้ว', '18x20 in'], ['30x40 นิ้ว', '30x40 in']], price: [25, 60], units: PIECE, tax: '1' },
      ] },
    ],
  },
  {
    name: ['ของใช้ส่วนตัว', 'Personal care'],
    brands: [['ผิวใส', 'Phiw Sai'], ['หอมกรุ่น', 'Hom Krun'], ['ยิ้มสวย', 'Yim Suay'], ['สดชื่น', 'Sod Chuen'], ['ละมุน', 'Lamun']],
    categories: [
      { name: ['ดูแลช่องปาก', 'Oral care'], types: [
        { name: ['ยาสีฟัน', 'Toothpaste'], flavours: [['สูตรสมุนไพร', 'Herbal'], ['สูตรฟันขาว', 'Whitening'], ['สูตรเกลือ', 'Salt']], sizes: [['40 ก.', '40 g'], ['160 ก.', '160 g']], price: [20, 75], units: PIECE, tax: '1' },
        { name: ['แปรงสีฟัน', 'Toothbrush'], flavours: [['ขนนุ่ม', 'Soft'], ['ขนนุ่มพิเศษ', 'Ultra Soft']], sizes: [['1 ด้าม', '1 pc'], ['แพ็ค 3 ด้าม', '3-pack']], price: [20, 70], units: PIECE, tax: '1' },
      ] },
      { name: ['อาบน้ำและสระผม', 'Bath and hair'], types: [
        { name: ['สบู่ก้อน', 'Bar Soap'], flavours: [['กลิ่นมะลิ', 'Jasmine'], ['ขมิ้น', 'Turmeric'], ['ชาร์โคล', 'Charcoal']], sizes: [['70 ก.', '70 g'], ['แพ็ค 4 ก้อน', '4-bar pack']], price: [12, 55], units: PIECE, tax: '1' },
        { name: ['ครีมอาบน้ำ', 'Shower Cream'], flavours: [['สูตรชุ่มชื่น', 'Moisturising'], ['สูตรเย็น', 'Cooling']], sizes: [['220 มล.', '220 ml'], ['500 มล.', '500 ml']], price: [55, 139], units: JAR, tax: '1' },
        { name: ['แชมพู', 'Shampoo'], flavours: [['สูตรขจัดรังแค', 'Anti Dandruff'], ['สูตรผมนุ่มลื่น', 'Smooth'], ['อัญชัน', 'Butterfly Pea']], sizes: [['70 มล.', '70 ml'], ['400 มล.', '400 ml']], price: [25, 159], units: JAR, tax: '1' },
      ] },
      { name: ['สุขอนามัย', 'Hygiene'], types: [
        { name: ['ผ้าอนามัย', 'Sanitary Pads'], flavours: [['กลางวัน', 'Day'], ['กลางคืน', 'Night']], sizes: [['8 ชิ้น', '8 pads'], ['16 ชิ้น', '16 pads']], price: [25, 75], units: PIECE, tax: '1' },
        { name: ['ผ้าอ้อมสำเร็จรูป', 'Baby Diapers'], flavours: [['ไซซ์ M', 'Size M'], ['ไซซ์ L', 'Size L'], ['ไซซ์ XL', 'Size XL']], sizes: [['จัมโบ้', 'Jumbo'], ['ซุปเปอร์จัมโบ้', 'Super Jumbo']], price: [199, 459], units: u(['PK', 'ห่อ', 'pack', 1], ['CS', 'ลัง', 'case', 4]), tax: '1' },
      ] },
    ],
  },
];

/** Editions multiply the combinations so a 100,000-product catalogue has no duplicate names. */
export const EDITIONS: readonly Pair[] = [
  ['', ''], ['แพ็คประหยัด', 'Value Pack'], ['สูตรใหม่', 'New Formula'], ['รุ่นพิเศษ', 'Special Edition'],
  ['สำหรับร้านค้า', 'Trade Pack'], ['ลิมิเต็ด', 'Limited'], ['ฉลากเขียว', 'Green Label'], ['ออร์แกนิก', 'Organic'],
];

/** SAP-style material types. */
export const MATYPES: readonly (readonly [string, string])[] = [['FERT', 'สินค้าสำเร็จรูป'], ['HAWA', 'สินค้าซื้อมาขายไป']];
