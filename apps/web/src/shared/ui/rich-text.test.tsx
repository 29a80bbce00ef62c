import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

function rendered(ui: Parameters<typeof render>[0]): HTMLElement {
  return render(ui).container;
}

describe("RichText", () => {
  it("shows the allowed formatting with the reading styles", () => {
    const root = rendered(<RichText html="<p>Belajar <strong>Excel</strong></p><ul><li>Rumus</li></ul>" />);
    const block = root.firstElementChild;
    expect(block?.tagName).toBe("DIV");
    expect(block?.className).toBe("rich-text");
    expect(block?.querySelector("strong")?.textContent).toBe("Excel");
    expect(block?.querySelector("li")?.textContent).toBe("Rumus");
  });

  it("removes scripts, event handlers, styles and javascript: links, keeping the text", () => {
    const root = rendered(
      <RichText
        html={
          '<p onclick="steal()" style="color:red">Halo</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">klik</a><iframe src="https://jahat.example"></iframe>'
        }
      />,
    );
    expect(root.textContent).toContain("Halo");
    expect(root.querySelector("script, iframe, [onclick], [onerror], [style]")).toBeNull();
    expect(root.querySelector("a")?.getAttribute("href")).toBeNull();
  });

  it("opens links in a new tab without handing over the page", () => {
    const root = rendered(<RichText html='<a href="https://prakerja.go.id">Prakerja</a>' />);
    const link = root.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("renders nothing when nothing is left after sanitising", () => {
    expect(rendered(<RichText html="" />).innerHTML).toBe("");
    expect(rendered(<RichText html="<script>alert(1)</script>  " />).innerHTML).toBe("");
  });

  it("keeps the caller's classes and id; inline text sits in a span, a hero may drop the reading styles", () => {
    const block = rendered(<RichText id="isi" html="<p>Isi</p>" className="max-w-4xl" />).firstElementChild;
    expect(block?.id).toBe("isi");
    expect(block?.className).toBe("rich-text max-w-4xl");

    const inline = rendered(<RichText inline html="Pilihan A" className="[&_p]:mb-0" />).firstElementChild;
    expect(inline?.tagName).toBe("SPAN");
    expect(inline?.className).toBe("rich-text inline-block [&_p]:mb-0");

    const plain = rendered(
      <RichText readingStyles={false} html="<p>Mitra</p>" className="text-white/90" />,
    ).firstElementChild;
    expect(plain?.className).toBe("text-white/90");
  });
});
