import { POST as login } from "@/app/server/auth/login/route";
import { GET as me } from "@/app/server/auth/me/route";
import { GET as image } from "@/app/server/images/[...key]/route";
import { POST as send } from "@/app/server/messages/route";
import { POST as accept } from "@/app/server/orders/accept/route";
import { POST as checkout } from "@/app/server/orders/checkout/route";
import { POST as reject } from "@/app/server/orders/reject/route";
import { POST as placeOrder } from "@/app/server/orders/route";
import { DELETE as removeAvatar, POST as uploadAvatar } from "@/app/server/profile/avatar/route";
import { PUT as saveNotifications } from "@/app/server/profile/notifications/route";
import { POST as changePassword } from "@/app/server/profile/password/route";
import { PUT as savePreferences } from "@/app/server/profile/preferences/route";
import { GET as getProfile, PUT as saveProfile } from "@/app/server/profile/route";
import { DELETE as signOutEverywhere } from "@/app/server/profile/sessions/route";
import { getDb } from "@/lib/db";
import { deliverDueMessageMails } from "@/lib/notifications/message-mails";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser, jpegPhoto } from "../helpers/fixtures";
import { call } from "../helpers/http";

const db = getDb();
jest.setTimeout(60_000);

type TUser = Awaited<ReturnType<typeof createUser>>;

const profileOf = (u: TUser) => call(getProfile, "GET", "/server/profile", { token: u.token });
const save = (u: TUser, body: unknown) => call(saveProfile, "PUT", "/server/profile", { token: u.token, body });
const validForm = (u: TUser) => ({ name: "Anjali Rao", email: u.email, phone: "", location: "", bio: "" });
const mailsTo = (to: string, kind?: string) =>
  db.mail.findMany({ where: { to, ...(kind ? { kind } : {}) }, orderBy: { createdAt: "asc" } });
const signIn = async (email: string, password: string) =>
  (await call(login, "POST", "/server/auth/login", { body: { email, password } })).json.token as string;

beforeAll(resetDb);
afterAll(closeDb);
beforeEach(() => db.rateLimit.deleteMany());

describe("GET /server/profile", () => {
  it("needs a session", async () => {
    const res = await call(getProfile, "GET", "/server/profile");
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });

  it("answers the profile with its settings and statistics counted from the database", async () => {
    const seller = await createUser({ name: "Lakshmi Reddy", verified: true });
    const buyer = await createUser({ name: "Arjun Mehta", verified: true });
    const [p1, p2, p3] = [
      await createPet(seller.id),
      await createPet(seller.id, { status: "sold" }),
      await createPet(seller.id, { status: "inactive" }),
    ];
    const order = (petId: string, status: "accepted" | "pending" | "rejected", paymentStatus: "paid" | "unpaid" | "refunded") =>
      db.order.create({
        data: {
          buyerId: buyer.id,
          sellerId: seller.id,
          petId,
          unitPrice: 100,
          totalAmount: 100,
          status,
          paymentStatus,
          // Accepted and paid here means handed over and released (lib/orders/protection.ts).
          protection: status === "accepted" && paymentStatus === "paid" ? "released" : "unpaid",
        },
      });
    // Sales are completed sales (the pet handed over); the rating counts visible reviews only (lib/sellers).
    const o1 = await order(p1.id, "accepted", "paid");
    const o2 = await order(p2.id, "accepted", "paid");
    const o3 = await order(p3.id, "accepted", "unpaid");
    await order(p3.id, "pending", "paid");
    await order(p3.id, "rejected", "refunded");
    await db.review.create({ data: { orderId: o1.id, authorId: buyer.id, sellerId: seller.id, rating: 5 } });
    await db.review.create({ data: { orderId: o2.id, authorId: buyer.id, sellerId: seller.id, rating: 4 } });
    await db.review.create({
      data: { orderId: o3.id, authorId: buyer.id, sellerId: seller.id, rating: 1, hiddenAt: new Date(), hiddenReason: "Abusive" },
    });

    const res = await profileOf(seller);
    expect(res.status).toBe(200);
    const u = await db.user.findUniqueOrThrow({ where: { id: seller.id } });
    expect(res.json).toEqual({
      success: true,
      profile: {
        id: seller.id,
        name: "Lakshmi Reddy",
        email: seller.email,
        phone: null,
        phoneVerified: false,
        location: null,
        bio: null,
        avatar: null,
        isEmailVerified: true,
        locale: "en",
        notifications: {
          newMessage: true,
          newOrder: true,
          orderDecision: true,
          push: { newMessage: false, newOrder: false, orderDecision: false, paymentReceived: false, searchMatches: false },
        },
        createdAt: u.createdAt.toISOString(),
      },
      stats: { listings: 3, sales: 2, rating: 4.5, reviews: 2, joinedAt: u.createdAt.toISOString() },
    });

    const fresh = await profileOf(buyer);
    expect(fresh.json.stats).toEqual({ listings: 0, sales: 0, rating: null, reviews: 0, joinedAt: expect.any(String) });
  });
});

describe("PUT /server/profile", () => {
  let user: TUser;
  beforeAll(async () => {
    user = await createUser({ verified: true });
  });

  it("saves name, phone, location and bio; the phone is stored as +91 and ten digits", async () => {
    const res = await save(user, {
      name: "  Anjali Rao ",
      email: user.email,
      phone: "098765 43210",
      location: "Vijayawada",
      bio: "I foster rescued kittens.",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: "Profile updated successfully",
      isEmailChanged: false,
      profile: {
        name: "Anjali Rao",
        email: user.email,
        phone: "+919876543210",
        location: "Vijayawada",
        bio: "I foster rescued kittens.",
        isEmailVerified: true,
      },
    });
    expect((await profileOf(user)).json.profile).toMatchObject({ name: "Anjali Rao", phone: "+919876543210", location: "Vijayawada" });
    // The session user (header, useAuth) shows the new name too.
    expect((await call(me, "GET", "/server/auth/me", { token: user.token })).json.user.name).toBe("Anjali Rao");
  });

  it.each(["+91 98765 43210", "9876543210", "+91-98765-43210", "919876543210", "(987) 654-3210"])("accepts the phone %s", async (phone) => {
    const res = await save(user, { ...validForm(user), phone });
    expect(res.status).toBe(200);
    expect(res.json.profile.phone).toBe("+919876543210");
  });

  it("clears optional fields given as empty text or null", async () => {
    await save(user, { ...validForm(user), phone: "9876543210", location: "Guntur", bio: "x" });
    const res = await save(user, { ...validForm(user), phone: null, location: "  ", bio: null });
    expect(res.json.profile).toMatchObject({ phone: null, location: null, bio: null });
  });

  it.each([
    ["no name", { name: " " }, "name", "Name is required"],
    ["a 101-character name", { name: "a".repeat(101) }, "name", "Name must be at most 100 characters"],
    ["a bad email", { email: "not-an-email" }, "email", "Please enter a valid email address"],
    ["a huge email", { email: `${"a".repeat(300)}@example.com` }, "email", "Please enter a valid email address"],
    ["a landline", { phone: "040 2345 6789" }, "phone", "Please enter a valid Indian mobile number (10 digits, optionally with +91)"],
    ["too few digits", { phone: "98765" }, "phone", "Please enter a valid Indian mobile number (10 digits, optionally with +91)"],
    ["letters", { phone: "98765abcde" }, "phone", "Please enter a valid Indian mobile number (10 digits, optionally with +91)"],
    ["a huge phone", { phone: "9".repeat(10_000) }, "phone", "Please enter a valid Indian mobile number (10 digits, optionally with +91)"],
    ["a number as phone", { phone: 9876543210 }, "phone", "Please enter a valid Indian mobile number (10 digits, optionally with +91)"],
    ["a 101-character location", { location: "a".repeat(101) }, "location", "Location must be at most 100 characters"],
    ["a 501-character bio", { bio: "a".repeat(501) }, "bio", "Bio must be at most 500 characters"],
    ["an object as bio", { bio: { html: "<b>" } }, "bio", expect.any(String)],
  ])("refuses %s with 422 and the field's message", async (_label, patch, field, message) => {
    const res = await save(user, { ...validForm(user), ...patch });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ success: false, code: "VALIDATION" });
    expect(res.json.fieldErrors[field]).toEqual([message]);
  });

  it("refuses a body over the size limit, malformed JSON and an array with a 4xx", async () => {
    expect((await save(user, { ...validForm(user), bio: "a".repeat(70_000) })).status).toBe(413);
    const raw = await call(saveProfile, "PUT", "/server/profile", {
      token: user.token,
      rawBody: "{name:",
      headers: { "content-type": "application/json" },
    });
    expect(raw.status).toBe(400);
    expect(raw.json.code).toBe("INVALID_JSON");
    expect((await save(user, [1, 2])).status).toBe(422);
  });

  it("a changed email becomes unverified and a verification link goes to the new address", async () => {
    const u = await createUser({ verified: true });
    const newEmail = `changed.${Date.now()}@example.com`;
    const res = await save(u, { ...validForm(u), email: `  ${newEmail.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: "Profile updated. Please verify your new email address.",
      isEmailChanged: true,
      isVerificationSent: true,
      profile: { email: newEmail, isEmailVerified: false },
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row).toMatchObject({ email: newEmail, isEmailVerified: false, emailVerifiedAt: null });
    const mails = await mailsTo(newEmail, "verify_email");
    expect(mails).toHaveLength(1);
    expect(mails[0].link).toMatch(/\/verify-email\?token=/);
    // The session follows: the user in the header now needs to verify.
    expect((await call(me, "GET", "/server/auth/me", { token: u.token })).json.user).toMatchObject({
      email: newEmail,
      isEmailVerified: false,
    });
  });

  it("refuses an email another account uses with 409, and changes nothing", async () => {
    const other = await createUser();
    const u = await createUser({ verified: true });
    const res = await save(u, { ...validForm(u), email: other.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      success: false,
      code: "EMAIL_TAKEN",
      message: "An account with this email already exists.",
      fieldErrors: { email: ["An account with this email already exists."] },
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({
      email: u.email,
      isEmailVerified: true,
      name: "Test User",
    });
  });

  it("needs a session", async () => {
    expect((await call(saveProfile, "PUT", "/server/profile", { body: { name: "x", email: "x@example.com" } })).status).toBe(401);
  });
});

describe("avatar", () => {
  it("stores a real JPEG as WebP renditions, serves it, and replaces the old one", async () => {
    const u = await createUser();
    const first = await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", {
      token: u.token,
      files: [{ name: "me.jpg", type: "image/jpeg", data: await jpegPhoto({ gps: true }) }],
    });
    expect(first.status).toBe(200);
    expect(first.json.profile.avatar).toMatch(/^\/server\/images\/avatars\/[a-z0-9]{32}\/sm\.webp$/);
    const key = first.json.profile.avatar.replace("/server/images/", "");
    const served = await call(image, "GET", first.json.profile.avatar, { params: { key } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await call(me, "GET", "/server/auth/me", { token: u.token })).json.user.avatar).toBe(first.json.profile.avatar);

    const second = await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", {
      token: u.token,
      files: [{ name: "me2.jpg", type: "image/jpeg", data: await jpegPhoto({ color: { r: 10, g: 10, b: 200 } }) }],
    });
    expect(second.status).toBe(200);
    expect(second.json.profile.avatar).not.toBe(first.json.profile.avatar);
    expect(await db.storedBlob.count({ where: { key: { startsWith: key.split("/").slice(0, 2).join("/") } } })).toBe(0);

    const removed = await call(removeAvatar, "DELETE", "/server/profile/avatar", { token: u.token });
    expect(removed.status).toBe(200);
    expect(removed.json.profile.avatar).toBeNull();
    expect(await db.storedBlob.count({ where: { key: { startsWith: "avatars/" + second.json.profile.avatar.split("/")[4] } } })).toBe(0);
  });

  it("refuses a file that is not an image, whatever its declared type", async () => {
    const u = await createUser();
    const res = await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", {
      token: u.token,
      files: [{ name: "me.jpg", type: "image/jpeg", data: Buffer.from("%PDF-1.4 not an image") }],
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      code: "VALIDATION",
      message: "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.",
    });
    expect(res.json.fieldErrors.avatar).toHaveLength(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).avatarKey).toBeNull();
  });

  it("refuses no file, two files, JSON and an oversized upload", async () => {
    const u = await createUser();
    const photo = await jpegPhoto();
    expect(
      (await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", { token: u.token, fields: { avatar: "text" } })).status,
    ).toBe(422);
    expect(
      (
        await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", {
          token: u.token,
          files: [
            { name: "a.jpg", type: "image/jpeg", data: photo },
            { name: "b.jpg", type: "image/jpeg", data: photo },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await call(uploadAvatar, "POST", "/server/profile/avatar", { token: u.token, body: { avatar: "x" } })).status).toBe(415);
    const huge = await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", {
      token: u.token,
      files: [{ name: "big.jpg", type: "image/jpeg", data: Buffer.alloc(11 * 1024 * 1024, 1) }],
    });
    expect(huge.status).toBe(413);
  });

  it("needs a session", async () => {
    expect(
      (
        await callMultipart(uploadAvatar, "POST", "/server/profile/avatar", {
          files: [{ name: "a.jpg", type: "image/jpeg", data: await jpegPhoto() }],
        })
      ).status,
    ).toBe(401);
  });
});

describe("POST /server/profile/password", () => {
  const change = (token: string, body: unknown) => call(changePassword, "POST", "/server/profile/password", { token, body });

  it("refuses a wrong current password and keeps the old one", async () => {
    const u = await createUser();
    const res = await change(u.token, { currentPassword: "wrong-one", newPassword: "brandnew1" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      code: "WRONG_PASSWORD",
      message: "Your current password is incorrect.",
      fieldErrors: { currentPassword: ["Your current password is incorrect."] },
    });
    expect(await signIn(u.email, "secret123")).toEqual(expect.any(String));
  });

  it.each([
    [{ currentPassword: "", newPassword: "brandnew1" }, "currentPassword", "Current password is required"],
    [{ currentPassword: "secret123", newPassword: "12345" }, "newPassword", "Password must be at least 6 characters"],
    [{ currentPassword: "secret123", newPassword: "a".repeat(129) }, "newPassword", "Password must be at most 128 characters"],
    [{ currentPassword: "secret123", newPassword: 123456 }, "newPassword", "New password is required"],
    [{ currentPassword: "secret123" }, "newPassword", "New password is required"],
  ])("refuses %j with 422", async (body, field, message) => {
    const u = await createUser();
    const res = await change(u.token, body);
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors[field]).toEqual([message]);
  });

  it("changes the password, signs out the other sessions and keeps this one", async () => {
    const u = await createUser();
    const other = await signIn(u.email, "secret123");
    expect((await call(me, "GET", "/server/auth/me", { token: other })).status).toBe(200);
    const res = await change(u.token, { currentPassword: "secret123", newPassword: "brandnew1" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Password changed successfully" });
    expect((await call(me, "GET", "/server/auth/me", { token: other })).status).toBe(401);
    expect((await call(me, "GET", "/server/auth/me", { token: u.token })).status).toBe(200);
    expect((await call(login, "POST", "/server/auth/login", { body: { email: u.email, password: "secret123" } })).status).toBe(401);
    expect(await signIn(u.email, "brandnew1")).toEqual(expect.any(String));
  });

  it("is rate limited per account like a login", async () => {
    const u = await createUser();
    for (let i = 0; i < 10; i++)
      expect((await change(u.token, { currentPassword: `guess${i}`, newPassword: "brandnew1" })).status).toBe(400);
    const res = await change(u.token, { currentPassword: "secret123", newPassword: "brandnew1" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("DELETE /server/profile/sessions (sign out everywhere)", () => {
  it("revokes every session, this one included, and clears the cookie", async () => {
    const u = await createUser();
    const other = await signIn(u.email, "secret123");
    const res = await call(signOutEverywhere, "DELETE", "/server/profile/sessions", { token: u.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Signed out on every device" });
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect((await call(me, "GET", "/server/auth/me", { token: u.token })).status).toBe(401);
    expect((await call(me, "GET", "/server/auth/me", { token: other })).status).toBe(401);
    expect(await db.session.count({ where: { userId: u.id, revokedAt: null } })).toBe(0);
  });

  it("needs a session", async () => {
    expect((await call(signOutEverywhere, "DELETE", "/server/profile/sessions")).status).toBe(401);
  });
});

describe("notification settings and language", () => {
  it("stores the three switches and the language", async () => {
    const u = await createUser();
    const n = await call(saveNotifications, "PUT", "/server/profile/notifications", {
      token: u.token,
      body: { newMessage: false, newOrder: true, orderDecision: false },
    });
    expect(n.status).toBe(200);
    expect(n.json.profile.notifications).toMatchObject({ newMessage: false, newOrder: true, orderDecision: false });
    const p = await call(savePreferences, "PUT", "/server/profile/preferences", { token: u.token, body: { locale: "te" } });
    expect(p.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({
      notifyNewMessage: false,
      notifyNewOrder: true,
      notifyOrderDecision: false,
      locale: "te",
    });
  });

  it.each([
    [saveNotifications, "/server/profile/notifications", { newMessage: "yes", newOrder: true, orderDecision: true }],
    [saveNotifications, "/server/profile/notifications", { newMessage: true }],
    [savePreferences, "/server/profile/preferences", { locale: "fr" }],
    [savePreferences, "/server/profile/preferences", { locale: ["te"] }],
    [savePreferences, "/server/profile/preferences", {}],
  ])("refuses a wrong value with 422 (%#)", async (handler, path, body) => {
    const u = await createUser();
    const res = await call(handler, "PUT", path, { token: u.token, body });
    expect(res.status).toBe(422);
    expect(res.json.success).toBe(false);
  });
});

describe("notification mails are honoured", () => {
  let seller: TUser;
  let buyer: TUser;
  let sellerEmail: string;
  let buyerEmail: string;
  const setPrefs = (u: TUser, body: { newMessage: boolean; newOrder: boolean; orderDecision: boolean }) =>
    call(saveNotifications, "PUT", "/server/profile/notifications", { token: u.token, body });
  const message = (from: TUser, to: TUser, text: string, petId?: string) =>
    call(send, "POST", "/server/messages", { token: from.token, body: { receiver_id: to.id, message: text, pet_id: petId } });

  beforeAll(async () => {
    seller = await createUser({ name: "Lakshmi Reddy", verified: true });
    buyer = await createUser({ name: "Arjun Mehta", verified: true });
    sellerEmail = seller.email;
    buyerEmail = buyer.email;
    await db.user.update({ where: { id: seller.id }, data: { locale: "te" } });
    await db.user.update({ where: { id: buyer.id }, data: { locale: "hi" } });
  });
  beforeEach(() => db.mail.deleteMany({ where: { kind: { startsWith: "notify_" } } }));

  // A message's mail waits 5 minutes and goes if it is still unread (lib/notifications/message-mails.ts;
  // tests/integration/message-mails.test.ts): the job runs here 6 minutes on.
  const sixMinutesOn = () => deliverDueMessageMails({ now: new Date(Date.now() + 6 * 60 * 1000) });

  it("a new message still unread 5 minutes on mails the recipient in their language, one per conversation in 10 minutes", async () => {
    const pet = await createPet(seller.id, { name: "Bruno" });
    expect((await message(buyer, seller, "Is <b>Bruno</b> still available?", pet.id)).status).toBe(201);
    expect(await mailsTo(sellerEmail, "notify_new_message")).toHaveLength(0);
    await sixMinutesOn();
    expect((await message(buyer, seller, "Hello again")).status).toBe(201);
    await sixMinutesOn();
    const mails = await mailsTo(sellerEmail, "notify_new_message");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("PawBazaarలో Arjun Mehta నుంచి కొత్త సందేశం");
    expect(mails[0].text).toContain("Bruno గురించి Arjun Mehta మీకు ఒక సందేశం పంపారు:");
    expect(mails[0].html).toContain("Is &lt;b&gt;Bruno&lt;/b&gt; still available?");
    expect(mails[0].link).toBe(`http://localhost:3000/te/messages?receiverId=${buyer.id}`);
    // Another conversation is not held back by this one.
    expect((await message(seller, buyer, "Yes, he is")).status).toBe(201);
    await sixMinutesOn();
    const toBuyer = await mailsTo(buyerEmail, "notify_new_message");
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0].subject).toBe("PawBazaar पर Lakshmi Reddy का नया संदेश");
    // After the quiet period the messages still unread mail again, counted.
    await db.mail.updateMany({ where: { to: sellerEmail }, data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) } });
    await message(buyer, seller, "Still there?");
    await sixMinutesOn();
    const again = await mailsTo(sellerEmail, "notify_new_message");
    expect(again).toHaveLength(2);
    expect(again[1].subject).toBe("PawBazaarలో Arjun Mehta నుంచి 2 చదవని సందేశాలు");
  });

  it("no message mail when the recipient turned it off", async () => {
    await setPrefs(seller, { newMessage: false, newOrder: true, orderDecision: true });
    expect((await message(buyer, seller, "Hello?")).status).toBe(201);
    await sixMinutesOn();
    expect(await mailsTo(sellerEmail, "notify_new_message")).toHaveLength(0);
    await setPrefs(seller, { newMessage: true, newOrder: true, orderDecision: true });
  });

  it("a new order mails the seller (single order and checkout), only when the preference is on", async () => {
    const pet = await createPet(seller.id, { name: "Moti", price: 123456 });
    expect((await call(placeOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: pet.id } })).status).toBe(201);
    const mails = await mailsTo(sellerEmail, "notify_new_order");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Arjun Mehta నుంచి 1 కొత్త ఆర్డర్");
    expect(mails[0].text).toContain("Moti × 1 — ₹1,23,456");

    const [a, b] = [await createPet(seller.id, { name: "Rani" }), await createPet(seller.id, { name: "Raja" })];
    await db.cartItem.createMany({
      data: [
        { userId: buyer.id, petId: a.id, quantity: 1 },
        { userId: buyer.id, petId: b.id, quantity: 1 },
      ],
    });
    expect((await call(checkout, "POST", "/server/orders/checkout", { token: buyer.token })).status).toBe(201);
    const after = await mailsTo(sellerEmail, "notify_new_order");
    expect(after).toHaveLength(2);
    expect(after[1].subject).toBe("Arjun Mehta నుంచి 2 కొత్త ఆర్డర్లు");

    await setPrefs(seller, { newMessage: true, newOrder: false, orderDecision: true });
    const c = await createPet(seller.id, { name: "Chinni" });
    expect((await call(placeOrder, "POST", "/server/orders", { token: buyer.token, body: { pet_id: c.id } })).status).toBe(201);
    expect(await mailsTo(sellerEmail, "notify_new_order")).toHaveLength(2);
    await setPrefs(seller, { newMessage: true, newOrder: true, orderDecision: true });
  });

  it("accept and reject mail the buyer in their language; an accept also tells the buyers it rejected", async () => {
    const other = await createUser({ name: "Priya Nair", verified: true });
    const pet = await createPet(seller.id, { name: "Sheru" });
    const mine = await db.order.create({ data: { buyerId: buyer.id, sellerId: seller.id, petId: pet.id, unitPrice: 10, totalAmount: 10 } });
    const theirs = await db.order.create({
      data: { buyerId: other.id, sellerId: seller.id, petId: pet.id, unitPrice: 10, totalAmount: 10 },
    });
    expect((await call(accept, "POST", "/server/orders/accept", { token: seller.token, body: { order_id: mine.id } })).status).toBe(200);
    const toBuyer = await mailsTo(buyerEmail, "notify_order_decision");
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0].subject).toBe("Sheru के लिए आपका ऑर्डर स्वीकार हो गया");
    const toOther = await mailsTo(other.email, "notify_order_decision");
    expect(toOther).toHaveLength(1);
    expect(toOther[0].subject).toBe("Your order for Sheru was not accepted");
    expect(theirs.id).toEqual(expect.any(String));

    const pet2 = await createPet(seller.id, { name: "Tiger" });
    const o2 = await db.order.create({ data: { buyerId: buyer.id, sellerId: seller.id, petId: pet2.id, unitPrice: 10, totalAmount: 10 } });
    expect((await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: o2.id } })).status).toBe(200);
    const after = await mailsTo(buyerEmail, "notify_order_decision");
    expect(after).toHaveLength(2);
    expect(after[1].subject).toBe("Tiger के लिए आपका ऑर्डर स्वीकार नहीं हुआ");
  });

  it("no decision mail when the buyer turned it off; a failed decision mails nobody", async () => {
    await setPrefs(buyer, { newMessage: true, newOrder: true, orderDecision: false });
    const pet = await createPet(seller.id, { name: "Kalu" });
    const o = await db.order.create({ data: { buyerId: buyer.id, sellerId: seller.id, petId: pet.id, unitPrice: 10, totalAmount: 10 } });
    expect((await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: o.id } })).status).toBe(200);
    expect(await mailsTo(buyerEmail, "notify_order_decision")).toHaveLength(0);
    await setPrefs(buyer, { newMessage: true, newOrder: true, orderDecision: true });
    expect((await call(reject, "POST", "/server/orders/reject", { token: seller.token, body: { order_id: o.id } })).status).toBe(409);
    expect(await mailsTo(buyerEmail, "notify_order_decision")).toHaveLength(0);
  });
});
