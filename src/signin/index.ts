// Signing in (issue 10 §1): how a person gets a portal session. One-time sign-in links today (the embedded
// default); the external OpenID Connect providers next. Pages are served by src/web/.
export {
  issueSignInLink,
  redeemSignInLink,
  SIGN_IN_LINK_KIND,
  SIGN_IN_LINK_PATH,
  SIGN_IN_LINK_TTL_SECONDS,
  type SignInDeps,
  type SignedIn,
} from './sign-in-links.ts'
export {
  OidcSignIn,
  OIDC_CALLBACK_PATH,
  OIDC_LOGIN_KIND,
  type OidcProvider,
  type OidcSignInDeps,
} from './oidc-sign-in.ts'
