// `#i18n/texts` in a server component (package.json "imports", condition react-server): next-intl's
// own hook, which reads the request's catalogue. In the browser the same import is ./texts.tsx.
export { useLocale, useTranslations } from "next-intl";
