import { describe, expect, it } from "vitest";
import { dropUnusedSpacingRules, dropUnusedThemeVariables, keepPropertyRegistrationsOnly } from "../../../server/render/critical-css.ts";

describe("critical CSS finishing", () => {
  it("drops theme variables nothing reads, following references between variables", () => {
    const css = "@layer theme{:root{--a:1px;--b:var(--c);--c:red;--unused:3px;--only-html:4px}}.x{margin:var(--a);color:var(--b)}";
    const html = '<div style="width:var(--only-html)"></div>';
    expect(dropUnusedThemeVariables(css, html)).toBe("@layer theme{:root{--a:1px;--b:var(--c);--c:red;--only-html:4px}}.x{margin:var(--a);color:var(--b)}");
  });

  it("leaves CSS without a theme layer alone", () => {
    expect(dropUnusedThemeVariables(".x{color:red}", "")).toBe(".x{color:red}");
  });

  it("keeps only the spacing rules whose class the page uses", () => {
    const css =
      ":where(.space-y-2>:not(:last-child)){margin:1px}:where(.space-y-4>:not(:last-child)){margin:2px}@media (width>=40rem){:where(.sm\\:space-y-0>:not(:last-child)){margin:0}}.x{color:red}";
    const html = '<ul class="space-y-2 sm:space-y-0"></ul>';
    expect(dropUnusedSpacingRules(css, html)).toBe(
      ":where(.space-y-2>:not(:last-child)){margin:1px}@media (width>=40rem){:where(.sm\\:space-y-0>:not(:last-child)){margin:0}}.x{color:red}",
    );
  });

  it("keeps the @property registrations the page reads, not the same values set on every element", () => {
    const css =
      "@layer properties{@supports ((-webkit-hyphens:none)) or (x:y){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}" +
      '.border{border-style:var(--tw-border-style)}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false}';
    expect(keepPropertyRegistrationsOnly(css)).toBe(
      '.border{border-style:var(--tw-border-style)}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    );
    expect(keepPropertyRegistrationsOnly(".x{color:red}")).toBe(".x{color:red}");
  });
});
