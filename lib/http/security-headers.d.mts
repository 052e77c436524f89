export declare const COMMON_SECURITY_HEADERS: { key: string; value: string }[];
export declare const API_CSP: string;
