/** Thai banks by their Bank of Thailand code (the bookbank step's list). */
export const THAI_BANKS: readonly { bankcode: string; short: string; bankname: string; bankname_en: string }[] = [
  { bankcode: '002', short: 'BBL', bankname: 'ธนาคารกรุงเทพ', bankname_en: 'Bangkok Bank' },
  { bankcode: '004', short: 'KBANK', bankname: 'ธนาคารกสิกรไทย', bankname_en: 'Kasikornbank' },
  { bankcode: '006', short: 'KTB', bankname: 'ธนาคารกรุงไทย', bankname_en: 'Krungthai Bank' },
  { bankcode: '011', short: 'TTB', bankname: 'ธนาคารทหารไทยธนชาต', bankname_en: 'TMBThanachart Bank' },
  { bankcode: '014', short: 'SCB', bankname: 'ธนาคารไทยพาณิชย์', bankname_en: 'Siam Commercial Bank' },
  { bankcode: '025', short: 'BAY', bankname: 'ธนาคารกรุงศรีอยุธยา', bankname_en: 'Bank of Ayudhya (Krungsri)' },
  { bankcode: '022', short: 'CIMBT', bankname: 'ธนาคารซีไอเอ็มบี ไทย', bankname_en: 'CIMB Thai Bank' },
  { bankcode: '024', short: 'UOBT', bankname: 'ธนาคารยูโอบี', bankname_en: 'United Overseas Bank (Thai)' },
  { bankcode: '030', short: 'GSB', bankname: 'ธนาคารออมสิน', bankname_en: 'Government Savings Bank' },
  { bankcode: '033', short: 'GHB', bankname: 'ธนาคารอาคารสงเคราะห์', bankname_en: 'Government Housing Bank' },
  { bankcode: '034', short: 'BAAC', bankname: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', bankname_en: 'Bank for Agriculture and Agricultural Co-operatives' },
  { bankcode: '066', short: 'ISBT', bankname: 'ธนาคารอิสลามแห่งประเทศไทย', bankname_en: 'Islamic Bank of Thailand' },
  { bankcode: '067', short: 'TISCO', bankname: 'ธนาคารทิสโก้', bankname_en: 'TISCO Bank' },
  { bankcode: '069', short: 'KKP', bankname: 'ธนาคารเกียรตินาคินภัทร', bankname_en: 'Kiatnakin Phatra Bank' },
  { bankcode: '070', short: 'ICBCT', bankname: 'ธนาคารไอซีบีซี (ไทย)', bankname_en: 'ICBC (Thai)' },
  { bankcode: '073', short: 'LHFG', bankname: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', bankname_en: 'Land and Houses Bank' },
];
