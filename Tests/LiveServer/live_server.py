#!/usr/bin/python3
"""A local stand-in for the live web APIs Almanac reads (SWAPI species as swapi.dev and as
swapi.tech serve them, Kiva's GraphQL loans, REST Countries v5), with paging and every network
fault the app must survive.

Answers are made up (generated records), or with ?source=corpus real records from
../shared/corpus/real (or $ALMANAC_CORPUS): REST Countries v5 objects, swapi.dev species
served in swapi.tech's shapes, Kiva GraphQL loan values.

In-process:  with LiveServer() as server: ... server.url, server.set_fault("drip")
As a program: prints its URL on the first line, serves until stdin ends or SIGTERM;
GET /control?fault=MODE&times=N&path=/prefix (or ?reset=1) sets the server-wide fault.
GET /hang-up?tag=T: the seconds a request given ?tag=T (with fault hang or drip) waited, from
its arrival until its client hung up, once it has (null if that takes over 5 s).
Per request: ?fault=MODE[&fault_page=N] (swapi.tech details are page 0). Modes: status:CODE, hang, drip, slow:SECONDS,
truncated, invalid-json, wrong-shape, redirect-loop, redirect-insecure (to plain HTTP on another
host), oversized, oversized-declared, empty, graphql-error.
"""

import argparse, functools, json, math, os, select, signal, socket, sys, threading, time
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit

DATA = Path(__file__).resolve().parents[2] / "data"
CORPUS = Path(os.environ.get("ALMANAC_CORPUS") or Path(__file__).resolve().parents[3] / "shared/corpus") / "real"
MODES = {"hang", "drip", "truncated", "invalid-json", "wrong-shape", "redirect-loop", "redirect-insecure",
         "oversized", "oversized-declared", "empty", "graphql-error"}
WRONG_SHAPES = {"swapi": {"results": {"name": "x"}}, "countries": {"data": {"objects": 3}},
                "kiva": {"data": {"lend": {"loans": {"values": "none"}}}}}
GRAPHQL_ERROR = {"errors": [{"message": "Rate limit exceeded"}], "data": None}
DISCONNECTS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)

# One stem per letter; none is a name in data/species.json or data/loans.json.
SPECIES_STEMS = ("Arkanian", "Bith", "Chiss", "Duros", "Elomin", "Falleen", "Gran",
                 "Herglic", "Ithorian", "Jawa", "Kubaz", "Lasat", "Mustafarian", "Nikto",
                 "Ongree", "Pantoran", "Quarren", "Rakata", "Selkath", "Talz", "Ugnaught",
                 "Verpine", "Weequay", "X'Ting", "Yuzzum", "Zygerrian")
LOAN_STEMS = ("Adaeze", "Bakhyt", "Carmen's Group", "Dilnoza", "Esperanza",
              "Faith Women's Group", "Gulnara", "Hoang Van Minh", "Ibrahim", "Josefina",
              "Kofi", "Lucía", "Mariam", "Nasiba", "Oyunaa", "Priya", "Quispe Family",
              "Rukhsana", "Samuel", "Thandiwe", "Ulugbek", "Veronica", "Wanjiru", "Ximena",
              "Yaw", "Zainab")
COLORS = ("green", "grey", "brown", "blue", "red", "orange", "white", "black", "yellow",
          "pale", "tan", "purple")
CLASSES = ("mammal", "reptile", "amphibian", "insectoid", "gastropod", "reptilian")
PLANETS = (1, 7, 8, 9, 10, 11, 12, None, 14, 18, 23)
KIVA_PLACES = (("KE", "Kenya", "Nairobi"), ("PH", "Philippines", "Cebu City"),
               ("PE", "Peru", "Arequipa"), ("UG", "Uganda", "Kampala"),
               ("VN", "Vietnam", "Hanoi"), ("TJ", "Tajikistan", "Dushanbe"),
               ("GT", "Guatemala", "Quetzaltenango"), ("SN", "Senegal", "Dakar"))
KIVA_WORK = (("Agriculture", "Dairy", "to buy a dairy cow and feed for her calf."),
             ("Food", "Fruits & Vegetables", "to buy fresh produce to sell at the market."),
             ("Retail", "General Store", "to stock the shop with rice, sugar and soap."),
             ("Services", "Tailoring", "to buy a sewing machine and fabric."),
             ("Transportation", "Motorcycle Transport", "to repair a motorcycle taxi."),
             ("Education", "Higher education costs", "to pay for a nursing course."),
             ("Housing", "Home Improvement", "to lay a concrete floor and add a water tank."),
             ("Clothing", "Clothing Sales", "to buy secondhand clothes to resell."))


def _numbered(stems, total):
    """`total` distinct names cycling through `stems`; later rounds get a numeral."""
    return [stems[i % len(stems)] + (f" {i // len(stems) + 1}" if i >= len(stems) else "")
            for i in range(total)]


def species_names(total):
    """The names of the first `total` live species, in record order (A, B, … Z, A 2, …)."""
    return _numbered(SPECIES_STEMS, total)


def loan_names(total):
    """The borrower names of the first `total` live loans, in record order."""
    return _numbered(LOAN_STEMS, total)


def species_record(i, name, base):
    """The SWAPI species record number i (from 0)."""
    created = datetime(2014, 12, 10, 13, 52, 11, 567000) + timedelta(hours=7 * i, minutes=i)
    planet = PLANETS[i % len(PLANETS)]
    stamp = lambda t: t.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    return {"name": name, "classification": CLASSES[i % len(CLASSES)],
            "designation": "reptilian" if i % 7 == 4 else "sentient",
            "average_height": str(90 + i * 37 % 160),
            "skin_colors": f"{COLORS[i % 12]}, {COLORS[(5 * i + 3) % 12]}",
            "hair_colors": "none" if i % 3 == 1 else f"{COLORS[i + 2 & 7]}, {COLORS[i + 7 & 7]}",
            "eye_colors": f"{COLORS[(3 * i + 1) % 12]}, {COLORS[(3 * i + 4) % 12]}",
            "average_lifespan": "unknown" if i % 5 == 3 else str(60 + i * 29 % 400),
            "homeworld": planet and f"https://swapi.dev/api/planets/{planet}/",
            "language": name.split()[0], "people": [],
            "films": [f"https://swapi.dev/api/films/{(i + k) % 6 + 1}/" for k in range(1 + i % 3)],
            "created": stamp(created), "edited": stamp(created + timedelta(days=10, seconds=i)),
            "url": f"{base}/swapi/species/{i + 1}/"}


def loan_record(i, name):
    """The Kiva loan number i (from 0), in the shape of Kiva's GraphQL API."""
    amount = 25 * (2 + i * 7 % 40)
    code, country, city = KIVA_PLACES[i * 3 % len(KIVA_PLACES)]
    sector, activity, use = KIVA_WORK[i % len(KIVA_WORK)]
    date = datetime(2026, 11, 20, 10, 15) - timedelta(hours=5 * i, minutes=i * 13 % 60)
    return {"id": 3000000 + i, "name": name, "loanAmount": f"{amount:.2f}",
            "loanFundraisingInfo": {"fundedAmount": f"{25 * (amount // 25 * (i % 4) // 4):.2f}"},
            "use": use[0].upper() + use[1:], "status": "fundraising",
            "activity": {"name": activity}, "sector": {"name": sector},
            "geocode": {"city": city, "country": {"isoCode": code, "name": country}},
            "fundraisingDate": date.strftime("%Y-%m-%dT%H:%M:%SZ")}


def country_v5(c, base):
    """A REST Countries v3.1 record (data/countries.json) in the v5 shape."""
    return {"names": {"common": c["name"]["common"], "official": c["name"]["official"]},
            "codes": {"alpha_2": c["cca2"], "alpha_3": c["cca3"]},
            "capitals": [{"name": n} for n in c.get("capital") or []],
            "population": c.get("population"), "area": {"kilometers": c.get("area")},
            "region": c.get("region"), "subregion": c.get("subregion"),
            "languages": [{"code": k, "name": v} for k, v in (c.get("languages") or {}).items()],
            "currencies": [{"code": k, "name": v.get("name"), "symbol": v.get("symbol")}
                           for k, v in (c.get("currencies") or {}).items()],
            "flag": {"url_svg": f"{base}/flags/{c['cca2'].lower()}.svg"}}


@functools.lru_cache(maxsize=None)
def corpus_json(name):
    """A corpus file, parsed once (callers must not change it); FileNotFoundError names it
    when the corpus is absent."""
    return json.loads((CORPUS / name).read_text(encoding="utf-8"))


def corpus_countries():
    """The real v5 objects (the citycheck file wraps them in its own `objects.countries`)."""
    return corpus_json("restcountries-v5-countries-subset-citycheck-init_data.json")["objects"]["countries"]


def corpus_species():
    """The 37 swapi.dev species records, pages 1–4 in order."""
    return [r for n in range(1, 5) for r in
            corpus_json(f"swapi-dev-species-page{n}-2022-04.json")["results"]]


def corpus_loans():
    """The real Kiva GraphQL loan values. That scraper did not ask for `id`, which Almanac's
    query does: each gets its position as id (its Mongo `_id` stays, an unknown key)."""
    values = corpus_json("kiva-graphql-loan-values-mongoexport-thawk18-2020-10.json")
    return [{"id": i + 1, **v} for i, v in enumerate(values)]


def swapi_tech_properties(record, base, uid):
    """A swapi.dev species record as swapi.tech's `properties`: its own address there."""
    return {**record, "url": f"{base}/swapitech/species/{uid}"}


def check_mode(mode):
    """Return `mode` if it names a fault, else raise ValueError."""
    name, _, arg = mode.partition(":")
    try:
        if (name == "status" and 200 <= int(arg) <= 599) or (name == "slow" and float(arg) >= 0):
            return mode
    except ValueError:
        pass
    if mode in MODES:
        return mode
    raise ValueError(f"unknown fault mode {mode!r}")


def filler(total):
    """`total` bytes of JSON text, `{"results": [` and repeated records, in chunks."""
    head, tail = b'{"results": [', b"{}]}"
    record = b'{"name": "Filler", "note": "' + b"x" * 200 + b'"},\n'
    count, pad = divmod(total - len(head) - len(tail), len(record))
    yield head
    for _ in range(count // 256):
        yield record * 256
    yield record * (count % 256) + b" " * pad + tail


class Handler(BaseHTTPRequestHandler):
    """Answers one connection's requests; see the module docstring."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        self.respond()

    do_POST = do_GET

    def respond(self):
        """Route the request, then answer it normally or with the fault that applies."""
        self.arrived = time.monotonic()
        url = urlsplit(self.path)
        self.query = dict(parse_qsl(url.query, keep_blank_values=True))
        self.base = f"http://{self.headers.get('Host') or self.server.url[7:]}"
        self.body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.server.record(self.command, self.path, dict(self.headers))
        try:
            if url.path == "/control":
                return self.control()
            if url.path == "/hang-up":
                return self.send_json(200, {"seconds": self.server.hang_up(self.query.get("tag", ""), within=5)})
            if url.path.startswith("/redirect-loop/"):
                other = "/redirect-loop/" + ("b" if url.path.endswith("/a") else "a")
                return self.redirect(other, url.query)
            kind, page, make = self.route(url.path)
            mode = self.server.fault_for(url.path, self.query, page)
            if mode is None:
                return self.send_json(*make(False))
            self.close_connection = True
            self.fault(mode, kind, make, url)
        except ValueError as error:  # raised before anything is sent
            self.send(400, f"{error}\n".encode(), "text/plain", close=True)

    def route(self, path):
        """(kind, page for fault_page, make(empty) → (status, body)) for `path`."""
        if path in ("/swapi/species", "/swapi/species/") and self.command == "GET":
            return "swapi", self.number("page", 1), self.species
        if path == "/kiva/graphql" and self.command == "POST":
            request = self.graphql_request()
            page = request[1] // max(request[2], 1) + 1 if isinstance(request, tuple) else 1
            return "kiva", page, lambda empty: self.loans(request, empty)
        if path in ("/countries/v5", "/countries/v5/", "/countries/v5/all") and \
                self.command == "GET":
            return "countries", self.number("offset", 0) // max(self.number("limit", 100), 1) + 1, \
                self.countries
        if path == "/swapitech/species" and self.command == "GET":
            return "swapi", self.number("page", 1), self.swapi_tech_list
        if path.startswith("/swapitech/species/") and self.command == "GET":
            uid = path.rsplit("/", 1)[1]
            return "swapi", 0, lambda empty: self.swapi_tech_detail(uid)
        return "other", 1, lambda empty: (404, {"detail": "Not found"})

    def number(self, key, default, source=None):
        """An integer query parameter (or GraphQL variable); ValueError if it is not one."""
        value = (self.query if source is None else source).get(key, default)
        if value is not None and not str(value).lstrip("-").isdigit():
            raise ValueError(f"{key} must be an integer, not {value!r}")
        return None if value is None else int(value)

    def species(self, empty):
        """One SWAPI page of species."""
        total = 0 if empty else self.number("total", 25)
        size, page = self.number("size", 10), self.number("page", 1)
        if size < 1:
            raise ValueError("size must be at least 1")
        pages = max(1, math.ceil(total / size))
        if not 1 <= page <= pages:
            return 404, {"detail": "Not found"}
        path = urlsplit(self.path).path
        link = lambda n: f"{self.base}{path}?" + urlencode({**self.query, "page": n}, safe=":/")
        first = (page - 1) * size
        names = species_names(min(total, first + size))[first:]
        return 200, {"count": total, "next": link(page + 1) if page < pages else None,
                     "previous": link(page - 1) if page > 1 else None,
                     "results": [species_record(first + k, n, self.base)
                                 for k, n in enumerate(names)]}

    def all_species(self):
        """swapi.dev-shaped species records: the corpus's, or `total` generated ones."""
        if self.query.get("source") == "corpus":
            return corpus_species()
        return [species_record(i, n, self.base)
                for i, n in enumerate(species_names(self.number("total", 25)))]

    def swapi_tech_list(self, empty):
        """A swapi.tech list page: names and addresses only, `limit` per page."""
        records = [] if empty else self.all_species()
        limit, page = max(1, self.number("limit", 10)), self.number("page", 1)
        pages = max(1, math.ceil(len(records) / limit))
        if not 1 <= page <= pages:
            return 404, {"message": "Not found"}
        link = lambda n: f"{self.base}/swapitech/species?" + urlencode({**self.query, "page": n}, safe=":/")
        first = (page - 1) * limit
        # Details keep the list's other parameters (source, fault with fault_page=0).
        rest = urlencode({k: v for k, v in self.query.items() if k not in ("page", "limit")}, safe=":/")
        detail = lambda uid: f"{self.base}/swapitech/species/{uid}" + (f"?{rest}" if rest else "")
        results = [{"uid": str(first + k + 1), "name": r["name"], "url": detail(first + k + 1)}
                   for k, r in enumerate(records[first:first + limit])]
        return 200, {"message": "ok", "total_records": len(records), "total_pages": pages,
                     "previous": link(page - 1) if page > 1 else None,
                     "next": link(page + 1) if page < pages else None, "results": results}

    def swapi_tech_detail(self, uid):
        """A swapi.tech detail: `{message, result: {properties, description, uid}}`."""
        records = self.all_species()
        if not uid.isdigit() or not 1 <= int(uid) <= len(records):
            return 404, {"message": "not found"}
        properties = swapi_tech_properties(records[int(uid) - 1], self.base, uid)
        return 200, {"message": "ok", "result": {
            "properties": properties, "description": "A species within the Star Wars universe",
            "_id": f"5f63a117cf50d100047f{int(uid):04x}", "uid": uid, "__v": 0}}

    def graphql_request(self):
        """(query, offset, limit) from the body, or the reason it is not a loans query."""
        try:
            body = json.loads(self.body)
        except ValueError:
            return "the request body is not JSON"
        query = body.get("query") if isinstance(body, dict) else None
        if not isinstance(query, str):
            return "the request has no query string"
        if "lend" not in query or "loans" not in query:
            return "only lend { loans } queries are supported"
        variables = body.get("variables") if isinstance(body.get("variables"), dict) else {}
        try:
            limit, offset = self.number("limit", 20, variables), self.number("offset", 0, variables)
        except ValueError as error:
            return str(error)
        return query, max(0, offset), max(0, min(limit, 100))

    def loans(self, request, empty):
        """The GraphQL answer for a loans query."""
        if not isinstance(request, tuple):
            return 200, {"errors": [{"message": request}], "data": None}
        _, offset, limit = request
        if self.query.get("source") == "corpus":
            every = [] if empty else corpus_loans()
            total, values = len(every), every[offset:offset + limit]
        else:
            total = 0 if empty else self.number("total", 45)
            names = loan_names(min(total, offset + limit))[offset:]
            values = [loan_record(offset + k, n) for k, n in enumerate(names)]
        return 200, {"data": {"lend": {"loans": {"totalCount": total, "values": values}}}}

    def countries(self, empty):
        """A v5 page, `{data: {meta: {total, limit, offset}, objects}}`, of the corpus's
        countries or the first `count` bundled ones, for a caller with the API key."""
        if self.headers.get("Authorization") != f"Bearer {self.server.api_key}":
            return 401, {"error": "invalid or missing API key"}
        if self.query.get("source") == "corpus":
            every = corpus_countries()
        else:
            every = [country_v5(c, self.base)
                     for c in self.server.countries()[:max(0, self.number("count", 12))]]
        every = [] if empty else every
        limit, offset = max(1, min(self.number("limit", 100), 100)), max(0, self.number("offset", 0))
        return 200, {"data": {"meta": {"total": len(every), "limit": limit, "offset": offset},
                              "objects": every[offset:offset + limit]}}

    def control(self):
        """/control?fault=MODE&times=N&path=P sets the server-wide fault; ?reset=1 clears it."""
        if self.query.get("reset"):
            self.server.clear_fault()
        elif "fault" in self.query:
            self.server.set_fault(self.query["fault"], self.number("times", None),
                                  self.query.get("path"))
        self.send_json(200, {"ok": True})

    def fault(self, mode, kind, make, url):
        """Answer (or not) with the fault `mode`."""
        stopping = self.server.stopping
        if mode == "hang":
            return self.hang()
        if mode.startswith("status:"):
            code = int(mode[7:])
            extra = {"Retry-After": "1"} if code in (429, 503) else {}
            return self.send(code, f"{code} {self.responses.get(code, ('Fault',))[0]}\n".encode(),
                             "text/plain", True, extra)
        if mode.startswith("slow:"):
            return None if stopping.wait(float(mode[5:])) else self.send_json(*make(False), True)
        if mode == "redirect-loop":
            return self.redirect("/redirect-loop/a", url.query)
        if mode == "redirect-insecure":  # a host that does not exist: a client that follows fails otherwise
            return self.send(302, b"Found\n", "text/plain", True, {"Location": "http://insecure.invalid/swapi/species/"})
        if mode in ("oversized", "oversized-declared"):
            size = 21 * 2**20 if mode == "oversized" else 26214400
            self.send_head(200, "application/json", None if mode == "oversized" else size)
            for chunk in filler(size):
                if stopping.is_set():
                    return
                self.wfile.write(chunk)
            return
        if mode == "wrong-shape":
            return self.send_json(200, WRONG_SHAPES.get(kind, WRONG_SHAPES["swapi"]), close=True)
        if mode == "graphql-error":
            return self.send_json(200, GRAPHQL_ERROR, close=True)
        status, value = make(mode == "empty")
        if mode == "empty":
            return self.send_json(status, value, close=True)
        body = self.encode(value)
        if mode == "invalid-json":
            return self.send(200, body[:len(body) // 2] + b"\x00}}<not json", close=True)
        self.send_head(status, "application/json; charset=utf-8", len(body))
        if mode == "truncated":
            return self.wfile.write(body[:len(body) // 2])
        for i in range(len(body)):  # drip
            self.wfile.write(body[i:i + 1])
            if self.client_gone(within=0.5):
                return

    def hang(self):
        """Never answer; return when the client closes or the server stops."""
        self.client_gone(within=None)

    def client_gone(self, within):
        """Waits up to `within` seconds (None: for ever) for the client to hang up; True once it
        has (noted under the request's tag) or the server is stopping."""
        end = None if within is None else time.monotonic() + within
        while end is None or time.monotonic() < end:
            if self.server.stopping.wait(0.02):
                return True
            try:
                gone = select.select([self.connection], [], [], 0)[0] and not self.connection.recv(1, socket.MSG_PEEK)
            except OSError:
                gone = True
            if gone:
                self.server.note_hang_up(self.query.get("tag"), time.monotonic() - self.arrived)
                return True
        return False

    def redirect(self, path, query):
        """302 to `path` on this server with `query`, closing the connection."""
        location = f"{self.base}{path}" + (f"?{query}" if query else "")
        self.send(302, b"Found\n", "text/plain", True, {"Location": location})

    @staticmethod
    def encode(value):
        return value if isinstance(value, bytes) else json.dumps(value, ensure_ascii=False).encode()

    def send_json(self, status, value, close=False):
        ctype = "image/svg+xml" if isinstance(value, bytes) else "application/json; charset=utf-8"
        self.send(status, self.encode(value), ctype, close)

    def send_head(self, status, ctype, length, close=True, extra=None):
        """Status line and headers; no Content-Length when `length` is None."""
        self.send_response(status)
        self.close_connection = close or length is None
        headers = {"Content-Type": ctype, "Content-Length": length, **(extra or {}),
                   "Connection": "close" if self.close_connection else None}
        for name, value in headers.items():
            if value is not None:
                self.send_header(name, str(value))
        self.end_headers()

    def send(self, status, body, ctype="application/json; charset=utf-8", close=False, extra=None):
        self.send_head(status, ctype, len(body), close, extra)
        self.wfile.write(body)


class LiveServer(ThreadingHTTPServer):
    """The test server on 127.0.0.1; `start()` serves in a daemon thread, `stop()` ends it."""
    daemon_threads = True
    block_on_close = False

    def __init__(self, api_key="test-key", port=0):
        super().__init__(("127.0.0.1", port), Handler)
        self.api_key = api_key
        self.requests = []  # (method, path with query, headers)
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self._fault = None  # [mode, times left or None, path prefix]
        self._connections = set()
        self._thread = None
        self._countries = None
        self._hang_ups = {}  # tag → seconds from a request's arrival until its client hung up
        self._hung_up = threading.Condition(self._lock)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.server_address[1]}"

    def start(self):
        self._thread = threading.Thread(target=self.serve_forever, args=(0.05,), daemon=True)
        self._thread.start()
        return self

    def stop(self):
        """Stop serving at once; hanging and dripping handlers notice and end."""
        self.stopping.set()
        if self._thread:
            self.shutdown()
            self._thread.join()
            self._thread = None
        with self._lock:
            connections = list(self._connections)
        for sock in connections:  # idle keep-alive connections, and wake blocked handlers
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self.server_close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    def set_fault(self, mode, times=None, path=None):
        """Fault the next `times` requests (None: all, until clear_fault) under `path`."""
        with self._lock:
            self._fault = [check_mode(mode), times, path or "/"] if times != 0 else None

    def clear_fault(self):
        with self._lock:
            self._fault = None

    def fault_for(self, path, query, page):
        """The fault for this request: its own `fault` parameter, else the server-wide one."""
        if "fault" in query:
            if "fault_page" in query and query["fault_page"] != str(page):
                return None
            return check_mode(query["fault"])
        with self._lock:
            fault = self._fault
            if not fault or not path.startswith(fault[2]):
                return None
            if fault[1] is not None:
                fault[1] -= 1
                self._fault = fault if fault[1] > 0 else None
            return fault[0]

    def note_hang_up(self, tag, seconds):
        if tag is not None:
            with self._hung_up:
                self._hang_ups[tag] = seconds
                self._hung_up.notify_all()

    def hang_up(self, tag, within):
        """The seconds the request tagged `tag` waited until its client hung up, waiting up to
        `within` seconds for that; None if it did not."""
        with self._hung_up:
            self._hung_up.wait_for(lambda: tag in self._hang_ups, within)
            return self._hang_ups.get(tag)

    def record(self, method, path, headers):
        with self._lock:
            self.requests.append((method, path, headers))

    def countries(self):
        if self._countries is None:
            self._countries = json.loads((DATA / "countries.json").read_text(encoding="utf-8"))
        return self._countries

    def process_request(self, request, client_address):
        with self._lock:
            self._connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request):
        with self._lock:
            self._connections.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request, client_address):
        """Print handler exceptions, except client disconnects and those from stopping."""
        if not (self.stopping.is_set() or isinstance(sys.exc_info()[1], DISCONNECTS)):
            super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--api-key", default="test-key", help="the countries API key")
    parser.add_argument("--port", type=int, default=0, help="the port (default: a free one)")
    args = parser.parse_args()
    server = LiveServer(args.api_key, args.port).start()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    print(server.url, flush=True)
    try:
        while os.read(0, 4096):  # until EOF: the parent closed the pipe or died
            pass
    except (OSError, KeyboardInterrupt):
        pass
    finally:
        server.stop()


if __name__ == "__main__":
    main()
