/** Place ids of the built-in gazetteer that the Door2Door and maps tests travel between. */
export const CPT_AIRPORT = 'za-wc-cape-town-cape-town-international-airport';
export const OR_TAMBO = 'za-gp-ekurhuleni-o-r-tambo-international-airport';
export const PIETERMARITZBURG = 'za-kn-pietermaritzburg';
export const PIETERMARITZBURG_AIRPORT = 'za-kn-pietermaritzburg-pietermaritzburg-airport';
export const POLOKWANE = 'za-fn-polokwane';
export const POLOKWANE_AIRPORT = 'za-fn-polokwane-polokwane-international-airport';
export const ROSEBANK = 'za-gp-johannesburg-rosebank';
export const SANDTON = 'za-gp-johannesburg-sandton';
export const STELLENBOSCH = 'za-wc-stellenbosch';
export const UMHLANGA = 'za-kn-durban-umhlanga';
export const UPINGTON = 'za-nc-upington';
export const UPINGTON_AIRPORT = 'za-nc-upington-upington-international-airport';
