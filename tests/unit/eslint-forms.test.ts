import forms from "../../scripts/eslint/forms.mjs";
import { inRepo, testRule } from "../helpers/rule-tester";

// How a form is built (scripts/eslint/forms.mjs): what the rule lets through and what it refuses.
const filename = inRepo("components/x/a-form.tsx");
const form = (attributes: string) => ({ filename, code: `export const F = () => <form ${attributes}><input name="q" /></form>;` });

testRule(forms, "forms/form-method", 'every form states method="post", or method="get" as a search with role="search"', {
  valid: [
    form('method="post" onSubmit={onSubmit} noValidate'),
    form('action={formAction} method={"post"}'),
    form('role="search" action="/search" method="get"'),
    { filename, code: "export const F = () => <Form />;" },
  ],
  invalid: [
    { ...form("onSubmit={onSubmit}"), errors: [{ messageId: "method" }] },
    { ...form('method="dialog"'), errors: [{ messageId: "method" }] },
    { ...form("method={method}"), errors: [{ messageId: "method" }] },
    { ...form("{...props}"), errors: [{ messageId: "method" }] },
    { ...form('method="get" action="/pets"'), errors: [{ messageId: "getNotSearch" }] },
    { ...form('method="get" role="form"'), errors: [{ messageId: "getNotSearch" }] },
  ],
});
