import { describe, expect, it } from "vitest";

import { imageHostAllowed } from "./image-hosts";

describe("issue 41 item 7: IMAGE_HOSTS and the port", () => {
  it("an entry without a port allows the default https port only", () => {
    const hosts = ["cdn.example"];
    expect(imageHostAllowed(hosts, "https://cdn.example/a.jpg")).toBe(true);
    expect(imageHostAllowed(hosts, "https://cdn.example:443/a.jpg")).toBe(true);
    expect(imageHostAllowed(hosts, "https://CDN.Example/a.jpg")).toBe(true);
    expect(imageHostAllowed(hosts, "https://cdn.example:8443/a.jpg")).toBe(false);
    expect(imageHostAllowed(hosts, "https://cdn.example:80/a.jpg")).toBe(false);
  });

  it("an entry with a port allows exactly that port", () => {
    const hosts = ["cdn.example:8443"];
    expect(imageHostAllowed(hosts, "https://cdn.example:8443/a.jpg")).toBe(true);
    expect(imageHostAllowed(hosts, "https://cdn.example/a.jpg")).toBe(false);
    expect(imageHostAllowed(hosts, "https://cdn.example:9443/a.jpg")).toBe(false);
    // :443 written out is the default port.
    expect(imageHostAllowed(["cdn.example:443"], "https://cdn.example/a.jpg")).toBe(true);
  });

  it("compares IPv6 literals and international names as URLs write them", () => {
    expect(imageHostAllowed(["[2001:db8::1]"], "https://[2001:db8::1]/a.jpg")).toBe(true);
    expect(imageHostAllowed(["[2001:db8::1]"], "https://[2001:db8::1]:8443/a.jpg")).toBe(false);
    expect(imageHostAllowed(["bücher.example"], "https://xn--bcher-kva.example/a.jpg")).toBe(true);
  });

  it("keeps the rest of the rule: site paths always, other hosts and http never, anything without a list", () => {
    expect(imageHostAllowed(["cdn.example"], "/objects/recipe-images/abc")).toBe(true);
    expect(imageHostAllowed(["cdn.example"], "https://cdn.example.evil/a.jpg")).toBe(false);
    expect(imageHostAllowed(["cdn.example"], "http://cdn.example/a.jpg")).toBe(false);
    expect(imageHostAllowed(["cdn.example/pad"], "https://cdn.example/pad/a.jpg")).toBe(false);
    expect(imageHostAllowed(undefined, "https://cdn.example:8443/a.jpg")).toBe(true);
  });
});
