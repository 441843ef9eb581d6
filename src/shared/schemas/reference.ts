/** Reference lists: countries, languages, phone codes, timezones. */
import { Type, type Static } from '@sinclair/typebox';

export const Country = Type.Object({ code: Type.String(), name: Type.String(), flag: Type.String() });
export type Country = Static<typeof Country>;

export const Language = Type.Object({ code: Type.String(), name: Type.String(), nativeName: Type.String() });
export type Language = Static<typeof Language>;

export const PhoneCode = Type.Object({ code: Type.String(), countryCode: Type.String(), name: Type.String(), dialCode: Type.String() });
export type PhoneCode = Static<typeof PhoneCode>;

export const Timezone = Type.Object({ value: Type.String(), name: Type.String(), offset: Type.String() });
export type Timezone = Static<typeof Timezone>;
