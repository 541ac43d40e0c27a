// Demo data of the two demo tenants (see docs/server.md for the logins). Fictional brands, real-looking
// Bangkok-area addresses and coordinates.

export const DEMO_PASSWORD = 'demo1234';

export interface DemoCenter {
  saleUnit: string; name: string; shortName: string; address: string; lat: number | null; lon: number | null;
  photo?: string; line?: { channelName: string; url: string };
}
export interface DemoCustomer {
  code: string; name: string; mobile: string; centers: string[]; status?: 'A' | 'I';
  authorize?: number; debt?: number; sap?: boolean; routeStep2?: string; newCustomer?: 'Y' | 'N';
  agent?: { accountCode: string; taxNo: string; shopPhoto: string; picFile: string; personType: string };
  address: string; province: [string, string]; ampher: [string, string]; town: [string, string]; zip: string;
  lat: number; lon: number; note: string;
}
export interface DemoMerchant { userId: string; username: string; name: string; mobile: string; role: number; centers: string[]; note: string }
export interface DemoRider { riderId: string; name: string; mobile: string; saleUnit: string }
export interface DemoTenant {
  tenantId: string; companyCode: string; centers: DemoCenter[]; customers: DemoCustomer[]; merchants: DemoMerchant[]; riders: DemoRider[];
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    tenantId: 'sabai',
    companyCode: '',
    centers: [
      { saleUnit: '1001', name: 'สบายมาร์ท สาขาลาดพร้าว', shortName: 'ลาดพร้าว', address: '2004 ถนนลาดพร้าว แขวงวังทองหลาง เขตวังทองหลาง กรุงเทพมหานคร 10310', lat: 13.785125, lon: 100.610524, photo: '/tenants/sabai/logo.svg', line: { channelName: 'Sabai Mart Lat Phrao', url: 'https://line.me/R/ti/p/@sabaimart-ladprao' } },
      { saleUnit: '1002', name: 'สบายมาร์ท สาขาบางนา', shortName: 'บางนา', address: '88 ถนนบางนา-ตราด แขวงบางนาใต้ เขตบางนา กรุงเทพมหานคร 10260', lat: 13.668712, lon: 100.634498 },
      { saleUnit: '1003', name: 'สบายมาร์ท สาขานนทบุรี', shortName: 'นนทบุรี', address: '59/3 ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี นนทบุรี 11000', lat: 13.866918, lon: 100.513911 },
      { saleUnit: '1004', name: 'สบายมาร์ท สาขาพระราม 2', shortName: 'พระราม 2', address: '128 ถนนพระราม 2 แขวงแสมดำ เขตบางขุนเทียน กรุงเทพมหานคร 10150', lat: 13.661402, lon: 100.436915 },
    ],
    customers: [
      { code: 'SB0001', name: 'ร้านสมศรีการค้า', mobile: '0810000001', centers: ['1001', '1002'], routeStep2: 'RETAIL,BKK', address: '45/12 ซอยลาดพร้าว 64 แขวงวังทองหลาง', province: ['10', 'กรุงเทพมหานคร'], ampher: ['1045', 'วังทองหลาง'], town: ['104501', 'วังทองหลาง'], zip: '10310', lat: 13.7786, lon: 100.6041, note: 'normal customer, two centres' },
      { code: 'SB0002', name: 'บริษัท เจริญผล ค้าส่ง จำกัด', mobile: '0810000002', centers: ['1001'], authorize: 50000, debt: 12500.5, sap: true, routeStep2: 'WHOLESALE,CREDIT', address: '301 ถนนรามคำแหง แขวงหัวหมาก', province: ['10', 'กรุงเทพมหานคร'], ampher: ['1006', 'บางกะปิ'], town: ['100601', 'คลองจั่น'], zip: '10240', lat: 13.7563, lon: 100.6386, note: 'credit customer (AuthorizeAmount 50,000, DebtAmount 12,500.50)' },
      { code: 'SB0003', name: 'ร้านป้าแดง มินิมาร์ท', mobile: '0810000003', centers: ['1003'], newCustomer: 'Y', address: '12 หมู่ 4 ถนนติวานนท์ ตำบลตลาดขวัญ', province: ['12', 'นนทบุรี'], ampher: ['1201', 'เมืองนนทบุรี'], town: ['120101', 'สวนใหญ่'], zip: '11000', lat: 13.8591, lon: 100.5063, note: 'new customer (NewCustomer Y, pending approval)' },
      { code: 'SB0004', name: 'ร้านวิชัยพาณิชย์ (ตัวแทน)', mobile: '0810000004', centers: ['1002', '1004'], routeStep2: 'AGENT', agent: { accountCode: 'AG-SB0004', taxNo: '0105561234567', shopPhoto: 'shop-sb0004.jpg', picFile: 'id-sb0004.jpg', personType: '1' }, address: '77 ถนนสุขุมวิท 105 แขวงบางนา', province: ['10', 'กรุงเทพมหานคร'], ampher: ['1047', 'บางนา'], town: ['104701', 'บางนาเหนือ'], zip: '10260', lat: 13.6652, lon: 100.6469, note: 'agent (verified: PersonType 1)' },
      { code: 'SB0005', name: 'ร้านปิดกิจการ', mobile: '0810000005', centers: ['1001'], status: 'I', address: '1 ถนนพหลโยธิน', province: ['10', 'กรุงเทพมหานคร'], ampher: ['1030', 'จตุจักร'], town: ['103001', 'ลาดยาว'], zip: '10900', lat: 13.8156, lon: 100.5612, note: 'inactive (login refused)' },
    ],
    merchants: [
      { userId: 'SB-ADMIN', username: 'sabai.admin', name: 'ผู้ดูแลระบบ สบายมาร์ท', mobile: '0890000001', role: 1, centers: [], note: 'super admin (role 1)' },
      { userId: 'SB-S001', username: 'somchai.k', name: 'สมชาย ขายเก่ง', mobile: '0890000002', role: 3, centers: ['1001', '1002'], note: 'salesperson (role 3), centres 1001 and 1002' },
    ],
    riders: [
      { riderId: 'SB-R01', name: 'ประยุทธ ส่งไว', mobile: '0870000001', saleUnit: '1001' },
      { riderId: 'SB-R02', name: 'วิชัย ถึงไว', mobile: '0870000002', saleUnit: '1001' },
    ],
  },
  {
    tenantId: 'khongdee',
    companyCode: 'SINGHAONLINE',
    centers: [
      { saleUnit: '2001', name: 'ของดีซัพพลาย ศูนย์รังสิต', shortName: 'รังสิต', address: '99 ถนนพหลโยธิน ตำบลประชาธิปัตย์ อำเภอธัญบุรี ปทุมธานี 12130', lat: 13.987612, lon: 100.617021, photo: '/tenants/khongdee/logo.svg', line: { channelName: 'Khong Dee Rangsit', url: 'https://line.me/R/ti/p/@khongdee-rangsit' } },
      { saleUnit: '2002', name: 'ของดีซัพพลาย ศูนย์บางใหญ่', shortName: 'บางใหญ่', address: '55/8 ถนนกาญจนาภิเษก ตำบลเสาธงหิน อำเภอบางใหญ่ นนทบุรี 11140', lat: 13.874503, lon: 100.408912 },
      { saleUnit: '2003', name: 'ของดีซัพพลาย ศูนย์สมุทรปราการ', shortName: 'สมุทรปราการ', address: '300 ถนนสุขุมวิท ตำบลปากน้ำ อำเภอเมืองสมุทรปราการ สมุทรปราการ 10270', lat: 13.599011, lon: 100.596833 },
      { saleUnit: '2004', name: 'ของดีซัพพลาย ศูนย์ลำลูกกา (ยังไม่ระบุพิกัด)', shortName: 'ลำลูกกา', address: '18 หมู่ 7 ถนนลำลูกกา ตำบลบึงคำพร้อย อำเภอลำลูกกา ปทุมธานี 12150', lat: null, lon: null },
    ],
    customers: [
      { code: 'KD0001', name: 'ร้านโชคดีเจริญทรัพย์', mobile: '0820000001', centers: ['2001', '2002'], routeStep2: 'RETAIL', address: '8/1 หมู่ 2 ถนนรังสิต-นครนายก ตำบลประชาธิปัตย์', province: ['13', 'ปทุมธานี'], ampher: ['1303', 'ธัญบุรี'], town: ['130301', 'ประชาธิปัตย์'], zip: '12130', lat: 13.9912, lon: 100.6513, note: 'normal customer, two centres' },
      { code: 'KD0002', name: 'หจก. บางใหญ่ค้าปลีก', mobile: '0820000002', centers: ['2002'], authorize: 120000, debt: 80250, sap: true, routeStep2: 'WHOLESALE,CREDIT', address: '200 ถนนบางกรวย-ไทรน้อย ตำบลบางแม่นาง', province: ['12', 'นนทบุรี'], ampher: ['1204', 'บางใหญ่'], town: ['120402', 'บางแม่นาง'], zip: '11140', lat: 13.8681, lon: 100.3927, note: 'credit customer (AuthorizeAmount 120,000, DebtAmount 80,250)' },
      { code: 'KD0003', name: 'ร้านน้องใหม่ปากน้ำ', mobile: '0820000003', centers: ['2003'], newCustomer: 'Y', address: '5 ซอยสุขุมวิท 115 ตำบลปากน้ำ', province: ['11', 'สมุทรปราการ'], ampher: ['1101', 'เมืองสมุทรปราการ'], town: ['110101', 'ปากน้ำ'], zip: '10270', lat: 13.5951, lon: 100.6075, note: 'new customer (NewCustomer Y, pending approval)' },
      { code: 'KD0004', name: 'ร้านสมใจ ตัวแทนจำหน่าย', mobile: '0820000004', centers: ['2001', '2003'], routeStep2: 'AGENT', agent: { accountCode: 'AG-KD0004', taxNo: '0135559876543', shopPhoto: 'shop-kd0004.jpg', picFile: 'id-kd0004.jpg', personType: '1' }, address: '41 ถนนพหลโยธิน ตำบลคลองหนึ่ง', province: ['13', 'ปทุมธานี'], ampher: ['1302', 'คลองหลวง'], town: ['130201', 'คลองหนึ่ง'], zip: '12120', lat: 14.0783, lon: 100.6152, note: 'agent (verified: PersonType 1)' },
    ],
    merchants: [
      { userId: 'KD-ADMIN', username: 'khongdee.admin', name: 'ผู้ดูแลระบบ ของดีซัพพลาย', mobile: '0880000001', role: 1, centers: [], note: 'super admin (role 1)' },
      { userId: 'KD-S001', username: 'malee.s', name: 'มาลี ใจดี', mobile: '0880000002', role: 4, centers: ['2001'], note: 'salesperson (role 4), centre 2001' },
    ],
    riders: [{ riderId: 'KD-R01', name: 'สมปอง ขับดี', mobile: '0860000001', saleUnit: '2001' }],
  },
];
