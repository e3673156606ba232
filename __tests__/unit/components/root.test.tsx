import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { PageRoot } from "../../../src/components/layout/root";

describe("PageRoot", () => {
  it("hydrates the server markup without changing it", async () => {
    const page = (
      <PageRoot globalStyles={false}>
        <p>hero</p>
        <p>articles</p>
      </PageRoot>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);

    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    container.remove();
    errors.mockRestore();
  });
});
