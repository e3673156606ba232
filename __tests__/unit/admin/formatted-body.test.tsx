/** The interview preview's body under the build's allowlist: drawn as the page does, or its refusals listed, none run. */
import { render, screen } from "@testing-library/react";
import { FormattedBody, REFUSED_HEADING } from "../../../src/admin/formatted-body";

describe("FormattedBody", () => {
  it("draws what the author may write as the page does", () => {
    const { container } = render(
      <FormattedBody source={"First paragraph.\n\n## A heading\n\n**Grace:** Hi, [see](https://example.com)."} />,
    );
    expect(container.innerHTML).toBe(
      '<p>First paragraph.</p>\n<h2>A heading</h2>\n<p><strong>Grace:</strong> Hi, <a href="https://example.com">see</a>.</p>',
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lists what the allowlist refuses, with its line, and draws none of the text", () => {
    const { container } = render(
      <FormattedBody
        source={
          'Fine.\n\n<script>window.ran = true</script>\n\n<img src="x" onerror="window.ran = true" />\n\n[x](javascript:alert(1))'
        }
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(REFUSED_HEADING);
    const items = [...alert.querySelectorAll("li")].map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Line 3: <script> is not formatting/),
      expect.stringMatching(/^Line 5: <img> is not formatting/),
      expect.stringMatching(/^Line 7: the link "javascript:alert\(1\)" is not allowed/),
    ]);
    expect(container.querySelector("script, img, a")).toBeNull();
    expect(container).not.toHaveTextContent("Fine.");
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  });

  it("explains text that cannot be read", () => {
    render(<FormattedBody source={"See {this, unfinished."} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/Line 1: is not valid MDX: .*write < as &lt; and \{ as \\\{/);
  });
});
