type TRefusalCode = "BAD_REQUEST" | "CROSS_SITE" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE";
export declare const REFUSAL_TEXTS: Record<"en" | "te" | "hi", Record<TRefusalCode, string>>;
