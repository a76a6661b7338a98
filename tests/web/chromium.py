"""A real browser for the web client's tests: Debian's ``chromium``, headless, driven over the
Chrome DevTools Protocol with the ``websockets`` package the server already uses (no driver, no
download at test time).

A :class:`Browser` starts one chromium with a throwaway profile; :meth:`Browser.page` opens a tab
of the given size (``touch``: a touch screen, as a tablet's or a phone's). A :class:`Page` goes to a
URL, evaluates JavaScript, clicks at the middle of an element with real mouse events or taps it with
real touch events (the page sees pointer events and a click, as from a finger), and takes
screenshots.
"""

from __future__ import annotations

import asyncio
import base64
import json
import re
import shutil
import subprocess
import tempfile
import urllib.request
from pathlib import Path

#: Where Debian puts its chromium (``.ci/run`` installs it).
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")


def chromium_path() -> str | None:
    return next((found for name in CHROMIUM_NAMES if (found := shutil.which(name))), None)


class Browser:
    """One headless chromium."""

    def __init__(self) -> None:
        self.profile = tempfile.mkdtemp(prefix="kuni-chromium-")
        self.process = subprocess.Popen(
            [chromium_path(), "--headless=new", "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
             "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--hide-scrollbars", "--force-device-scale-factor=1", "--lang=ja", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.port = None
        for line in self.process.stderr:
            found = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if found:
                self.port = int(found.group(1))
                break
        if self.port is None:
            raise RuntimeError("chromium did not start its DevTools endpoint")

    async def page(self, width: int = 1024, height: int = 768, language: str = "ja", touch: bool = False) -> Page:
        """A tab in a context of its own (its own storage and cookies: another device, as it were);
        ``touch``: a tablet's or phone's touch screen (no mouse, no hover)."""
        from websockets.asyncio.client import connect

        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/version", timeout=10) as answer:
            endpoint = json.loads(answer.read())["webSocketDebuggerUrl"]
        async with connect(endpoint, max_size=None) as socket:
            async def call(method: str, **params):
                await socket.send(json.dumps({"id": 1, "method": method, "params": params}))
                while True:
                    answer = json.loads(await socket.recv())
                    if answer.get("id") == 1:
                        return answer["result"]

            context = (await call("Target.createBrowserContext"))["browserContextId"]
            target = (await call("Target.createTarget", url="about:blank", browserContextId=context))["targetId"]
        page = Page(f"ws://127.0.0.1:{self.port}/devtools/page/{target}")
        await page.open(width, height, language, touch)
        return page

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab, over its DevTools WebSocket."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.socket = None
        self.next_id = 0
        self.answers: dict[int, asyncio.Future] = {}
        self.errors: list[str] = []  # what the page's console said as errors, and uncaught exceptions
        self.touch = False
        self.reader = None

    async def open(self, width: int, height: int, language: str, touch: bool = False) -> None:
        from websockets.asyncio.client import connect

        self.socket = await connect(self.url, max_size=64 * 1024 * 1024)
        self.reader = asyncio.get_running_loop().create_task(self._read())
        await self.call("Page.enable")
        await self.call("Runtime.enable")
        await self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                        mobile=touch)
        self.touch = touch
        if touch:
            await self.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        await self.call("Emulation.setLocaleOverride", locale="en-US" if language == "en" else "ja-JP")
        await self.call("Network.enable")
        await self.call("Network.setUserAgentOverride", userAgent="Mozilla/5.0 KuniTest",
                        acceptLanguage="en-US" if language == "en" else "ja-JP")

    async def _read(self) -> None:
        async for text in self.socket:
            message = json.loads(text)
            if "id" in message and message["id"] in self.answers:
                self.answers.pop(message["id"]).set_result(message)
            elif message.get("method") == "Runtime.exceptionThrown":
                details = message["params"]["exceptionDetails"]
                self.errors.append(details.get("exception", {}).get("description") or details.get("text", ""))
            elif message.get("method") == "Runtime.consoleAPICalled" and message["params"]["type"] == "error":
                self.errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in message["params"]["args"]))

    async def call(self, method: str, **params):
        self.next_id += 1
        future = asyncio.get_running_loop().create_future()
        self.answers[self.next_id] = future
        await self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        answer = await asyncio.wait_for(future, 60)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    async def goto(self, url: str) -> None:
        await self.call("Page.navigate", url=url)
        await self.wait_for("document.readyState === 'complete' && !!window.kuni")

    async def evaluate(self, expression: str):
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"].get("exception", {}).get("description", expression))
        return result["result"].get("value")

    async def wait_for(self, expression: str, timeout: float = 30.0):
        """Wait until ``expression`` is truthy in the page; returns its value."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:  # (an element found counts as true: it does not travel back by value)
            value = await self.evaluate(f"(() => {{ const v = ({expression}); return v instanceof Node ? true : v; }})()")
            if value:
                return value
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError(f"the page never had {expression}; errors: {self.errors}")
            await asyncio.sleep(0.1)

    async def click(self, selector: str) -> None:
        """A real mouse click on the first element ``selector`` finds (scrolled into view)."""
        await self.click_nth(selector, 0)

    async def click_nth(self, selector: str, n: int) -> None:
        """A real mouse click (a tap on a touch page) on the ``n``-th element ``selector`` finds
        (scrolled into view)."""
        # the middle of its box, or the first point of a grid over the box where it is the thing on
        # top (a town's cell is seldom a rectangle)
        box = await self.evaluate(
            f"(() => {{ const e = document.querySelectorAll({json.dumps(selector)})[{int(n)}]; if (!e) return null;"
            " e.scrollIntoView({block: 'nearest', inline: 'nearest'}); const r = e.getBoundingClientRect();"
            " const points = [[0.5, 0.5]]; for (let i = 1; i < 10; i++) for (let j = 1; j < 10; j++) points.push([i / 10, j / 10]);"
            " for (const [a, b] of points) { const x = r.left + a * r.width, y = r.top + b * r.height;"
            "   const top = document.elementFromPoint(x, y); if (top === e || e.contains(top)) return [x, y]; }"
            " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        if box is None:
            raise LookupError(f"nothing on the page is {selector}")
        if self.touch:
            await self.tap_at(*box)
        else:
            await self.click_at(*box)

    async def click_at(self, x: float, y: float) -> None:
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            await self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                            clickCount=0 if kind == "mouseMoved" else 1)

    async def resize(self, width: int, height: int) -> None:
        """The screen turned or resized (a tablet rotated mid-game)."""
        await self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                        mobile=self.touch)

    async def tap_at(self, x: float, y: float) -> None:
        """A finger's tap: touch start and end at one point (the page sees pointer events of type
        touch, then a click)."""
        await self.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y, "id": 1}])
        await self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])

    async def pinch(self, x: float, y: float, spread: float) -> None:
        """Two fingers apart by ``spread`` times their distance at (x, y) (a zoom in when above 1)."""
        a, b = 40.0, 40.0 * spread
        await self.call("Input.dispatchTouchEvent", type="touchStart",
                        touchPoints=[{"x": x - a, "y": y, "id": 1}, {"x": x + a, "y": y, "id": 2}])
        for k in range(1, 6):
            d = a + (b - a) * k / 5
            await self.call("Input.dispatchTouchEvent", type="touchMove",
                            touchPoints=[{"x": x - d, "y": y, "id": 1}, {"x": x + d, "y": y, "id": 2}])
        await self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])

    async def type_into(self, selector: str, text: str) -> None:
        await self.evaluate(f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
                            f" e.value = {json.dumps(text)}; e.dispatchEvent(new Event('change')); }})()")

    async def screenshot(self, path: Path) -> None:
        data = await self.call("Page.captureScreenshot", format="png")
        Path(path).write_bytes(base64.b64decode(data["data"]))

    async def close(self) -> None:
        await self.socket.close()
        if self.reader is not None:
            self.reader.cancel()

