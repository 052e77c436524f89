"use client";

// An unexpected failure on a page without the common layout (login, register, verify, reset): the same
// view as a site page's, in the bare layout's card. Each of the two layouts has its own boundary, so a
// page carries one (a site page does not also carry this one); a failing layout is app/global-error.tsx's.
export { default } from "../(site)/error";
