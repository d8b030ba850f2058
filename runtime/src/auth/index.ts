// Auth providers for `accessToken`: each caches its token, refreshes once for all concurrent callers, saves a
// rotated refresh token before use, and lets the HTTP core refresh and resend once when the upstream refuses a token.
export { AuthError, isAuthProvider, type AnsweredRequest, type AuthProvider, type SecretSink } from "./provider.js";
export { fileStorage, memoryStorage, type StoredTokens, type TokenStorage } from "./storage.js";
export {
  BOX_TOKEN_URL,
  boxClientCredentials,
  boxJwt,
  boxOAuth,
  type BoxClientCredentialsOptions,
  type BoxJwtOptions,
  type BoxOAuthOptions,
} from "./box.js";
export { BOX_ASSERTION_AUDIENCE, type BoxJwtConfig } from "./box-jwt.js";
export { SLACK_TOKEN_URL, slackRotating, type SlackRotatingOptions } from "./slack.js";
