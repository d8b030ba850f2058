// A Box JWT app's key shorter than RS256 accepts is refused at configuration, naming its size, rather than every
// call failing vaguely later.
import { describe, expect, it } from "vitest";
import { MIN_RSA_BITS, readJwtConfig } from "../src/auth/box-jwt.js";
import { ToolkitOptionsError } from "../src/options.js";
import { jwtApp } from "./support/auth.js";

const app = (modulusLength: number) =>
  jwtApp({ clientId: "client-id", clientSecret: "client-secret-value", passphrase: "pw", modulusLength });

describe("boxJwt's key size", () => {
  it(`a key under ${MIN_RSA_BITS} bits is refused at configuration, naming its size`, () => {
    const bits = MIN_RSA_BITS / 2;
    const read = () => readJwtConfig({ config: app(bits).config });
    expect(read).toThrow(ToolkitOptionsError);
    expect(read).toThrow(new RegExp(`${bits}-bit RSA; it must be at least ${MIN_RSA_BITS} bits`));
  });

  it(`a ${MIN_RSA_BITS}-bit key is accepted`, () => {
    expect(readJwtConfig({ config: app(MIN_RSA_BITS).config }).key.asymmetricKeyDetails?.modulusLength).toBe(
      MIN_RSA_BITS,
    );
  });
});
