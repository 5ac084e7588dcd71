// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { fittedSize, shrinkLargeImage } from "@/lib/browser-image";
import { IMAGE_MAX_BYTES } from "@/lib/validations/images";

// A phone photo is over the 2 MB upload limit: the owner's image fields redraw it smaller in the
// browser first. jsdom has no canvas decoding: createImageBitmap and the canvas are stubbed.

const MB = 1024 * 1024;
const photo = (bytes: number, type = "image/jpeg") => new File([new Uint8Array(bytes)], "IMG_2041.HEIC.jpg", { type });

function stubCanvas(encodedBytes: (quality: number) => number) {
  const drawn: { width: number; height: number }[] = [];
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => ({ width: 4032, height: 3024, close: vi.fn() })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    const { width, height } = this;
    return { fillRect: vi.fn(), drawImage: vi.fn(() => drawn.push({ width, height })) } as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((done, type, quality) =>
    done(new Blob([new Uint8Array(encodedBytes(quality as number))], { type })),
  );
  return drawn;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("shrinkLargeImage", () => {
  it("redraws a 4032x3024, 5.9 MB phone photo at 2400x1800 as a JPEG under the limit", async () => {
    const drawn = stubCanvas(() => 0.6 * MB);
    const sent = await shrinkLargeImage(photo(5.9 * MB));
    expect(drawn).toEqual([{ width: 2400, height: 1800 }]);
    expect(sent.type).toBe("image/jpeg");
    expect(sent.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(sent.name).toBe("IMG_2041.HEIC.jpg");
  });

  it("lowers the quality until the photo fits", async () => {
    stubCanvas((quality) => (quality > 0.6 ? 3 * MB : 1.5 * MB));
    expect((await shrinkLargeImage(photo(8 * MB))).size).toBe(1.5 * MB);
  });

  it("sends a file within the limit, or one that is not an image, as it is", async () => {
    const drawn = stubCanvas(() => MB);
    const small = photo(MB);
    const text = photo(3 * MB, "text/plain");
    expect(await shrinkLargeImage(small)).toBe(small);
    expect(await shrinkLargeImage(text)).toBe(text);
    expect(drawn).toEqual([]);
  });

  it("keeps the proportions and never enlarges", () => {
    expect(fittedSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
