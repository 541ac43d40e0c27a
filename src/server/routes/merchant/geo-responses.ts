import { Type } from '@sinclair/typebox';
import { Open } from '../schemas';

/** `GET_MASTER_DATA/GET_ALL_PROVINCE` (merchant spec): Thai provinces, districts (Ampher) and sub-districts (Town) with zip codes. */
export const ThaiGeoSchema = Open({
  status: Type.Literal(200), status_code: Type.Literal('200'),
  data: Open({
    Province: Type.Array(Open({ ProvinceID: Type.String(), ProvinceName: Type.String() }), { description: 'Every province, in Thai order' }),
    Ampher: Type.Array(Open({ AmpherID: Type.String(), ProvinceID: Type.String(), AmpherName: Type.String() }), { description: 'Districts (of ProvinceID when given)' }),
    Town: Type.Array(Open({
      TownID: Type.String(), AmpherID: Type.String(), TownName: Type.String(),
      ZipCode: Type.String({ description: 'The first zip code' }), ZipCodes: Type.Array(Type.String(), { description: 'Every zip code of the sub-district' }),
    }), { description: 'Sub-districts (of AmpherID, else of ProvinceID, when given)' }),
  }),
}, 'Thai administrative areas (the same for every tenant; cacheable for a day)');
