vcl 4.1;
# Varnish 7 in front of Tessera's site servers, purged by tag with varnish-modules' xkey (Debian: `varnish` and
# `varnish-modules`). docs/cdn.md explains it; e2e/varnish.spec.ts tests this very file (it replaces only the
# backend, the purgers and the secret below). Set on the site servers:
#
#   CDN_PURGE_URL=http://<varnish>:6081/?tags={tags}&paths={paths}
#   CDN_PURGE_METHOD=PURGE
#   CDN_PURGE_HEADER=X-Purge-Secret: <the secret below>
#
# - Stored: what the site marks `public` (its page cache's pages, the build's files, images), one copy per page, under
#   the page's normalised address: percent-encoding, `//` and `/./` normalised, and of the query string only the
#   `page` of a listing (the journal, a category, an author; other parameters do not change a page: the site leaves
#   them out of what it renders).
# - Never stored, never answered from the store: members (session cookie), preview (draft-mode cookie), the
#   members area, checkout (receipts), search, the API, React Server Components and server action requests.
# - Purged: by the tags of the site's `Surrogate-Key` header and by page path, both in one PURGE from the site.

import blob;
import std;
import xkey;

backend site {
  .host = "127.0.0.1";
  .port = "3000";
}

# The site's servers, which send the purges.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    call tessera_purge;
  }
  unset req.http.X-Tessera-Key;
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Signed-in members and editors in preview: the site renders their pages for them alone.
  if (req.http.Cookie ~ "(^|;)\s*(tessera_session|tessera_preview|tessera_form)=") {
    return (pass);
  }
  # Client-side navigations and server actions (Next.js), answered per request by the site.
  if (req.http.RSC || req.http.Next-Action || req.http.Next-Router-State-Tree || req.url ~ "[?&]_rsc=") {
    return (pass);
  }
  set req.http.X-Tessera-Path = regsub(req.url, "\?.*$", "");
  # The build's files and images: public, their query strings kept (an image's width), cookies ignored.
  if (req.http.X-Tessera-Path ~ "^/(_next/static|assets)/") {
    unset req.http.Cookie;
    return (hash);
  }
  # Routes the site never caches (with or without a language prefix), and files other than the sitemap and feed.
  if (req.http.X-Tessera-Path ~ "^(/[a-z]{2,3}(-[a-z0-9]{2,8})*)?/(account|api|assets|checkout|search|_next)(/|$)" ||
      (req.http.X-Tessera-Path ~ "\.[A-Za-z0-9]+$" &&
       req.http.X-Tessera-Path !~ "^(/[a-z]{2,3}(-[a-z0-9]{2,8})*)?/(sitemap\.xml|posts/feed\.xml)$")) {
    return (pass);
  }
  # A path with a broken percent-encoding is the site's to answer.
  if (req.http.X-Tessera-Path ~ "%([^0-9A-Fa-f]|.[^0-9A-Fa-f]|.?$)") {
    return (pass);
  }
  # A public page. Its one address: the path normalised, and only a listing's page number of the query string
  # (the journal's, a category's, an author's).
  set req.http.X-Tessera-Query = "";
  if (req.http.X-Tessera-Path ~ "^(/[a-z]{2,3}(-[a-z0-9]{2,8})*)?/posts(/(category|author)/[^/]+)?$" && req.url ~ "[?&]page=") {
    set req.http.X-Tessera-Query = regsub(
      regsuball(regsub(req.url, "^[^?]*\?", "&"), "&(?!page=)[^&]*", ""), "^&", "?");
    # Page 1 is the listing itself.
    if (req.http.X-Tessera-Query == "?page=1") {
      set req.http.X-Tessera-Query = "";
    }
  }
  set req.http.X-Tessera-Norm = regsuball(regsuball(req.http.X-Tessera-Path, "/+", "/"), "/(\./)+", "/");
  call tessera_normalise;
  # The site gets the normalised path with the visitor's query string (a redirect carries it on; the site leaves
  # it out of the page it renders).
  set req.url = req.http.X-Tessera-Norm + regsub(req.url, "^[^?]*", "");
  # The page's key, and the one the site purges it by: in the form tessera_purge gives the paths it is sent.
  set req.http.X-Tessera-Norm = req.http.X-Tessera-Norm + req.http.X-Tessera-Query;
  call tessera_normalise;
  call tessera_xkey;
  set req.http.X-Tessera-Key = req.http.X-Tessera-Norm;
  unset req.http.X-Tessera-Path;
  unset req.http.X-Tessera-Query;
  unset req.http.X-Tessera-Norm;
  unset req.http.Cookie;
  return (hash);
}

sub vcl_hash {
  if (req.http.X-Tessera-Key) {
    hash_data(req.http.X-Tessera-Key);
    if (req.http.Host) {
      hash_data(req.http.Host);
    } else {
      hash_data(server.ip);
    }
    return (lookup);
  }
}

# Percent-encoding made canonical in X-Tessera-Norm (a path, or paths separated by spaces) as the site writes its
# addresses: every byte encoded in upper-case hex but the unreserved characters, the sub-delimiters, `:` and `@`;
# `/` and spaces stay as they are, and `%2F`, `%20` stay encoded.
sub tessera_normalise {
  set req.http.X-Tessera-Norm = regsuball(regsuball(req.http.X-Tessera-Norm, "%2f", "%2F"), "%(2F|20)", "%25\1");
  set req.http.X-Tessera-Norm = blob.encode(URL, UPPER, blob.decode(URL, encoded=req.http.X-Tessera-Norm));
  set req.http.X-Tessera-Norm = regsuball(regsuball(req.http.X-Tessera-Norm, "%2F", "/"), "%20", " ");
  set req.http.X-Tessera-Norm = regsuball(req.http.X-Tessera-Norm, "%25(2F|20)", "%\1");
  set req.http.X-Tessera-Norm = regsuball(regsuball(regsuball(regsuball(regsuball(regsuball(regsuball(
    req.http.X-Tessera-Norm, "%21", "!"), "%24", "$"), "%26", "&"), "%27", "'"), "%28", "("), "%29", ")"), "%2A", "*");
  set req.http.X-Tessera-Norm = regsuball(regsuball(regsuball(regsuball(regsuball(regsuball(
    req.http.X-Tessera-Norm, "%2B", "+"), "%2C", ","), "%3B", ";"), "%3D", "="), "%3A", ":"), "%40", "@");
}

# The xkey of a page (or of the pages to purge): xkey separates keys by spaces and commas, so a comma is encoded.
sub tessera_xkey {
  set req.http.X-Tessera-Norm = regsuball(req.http.X-Tessera-Norm, ",", "%2C");
}

# PURGE /?tags=<tags>&paths=<paths> (each list separated by spaces, percent-encoded), from the site's servers.
sub tessera_purge {
  if (client.ip !~ purgers || req.http.X-Purge-Secret != "change this secret") {
    return (synth(403, "Forbidden"));
  }
  set req.http.X-Tessera-Norm = "";
  if (req.url ~ "[?&]paths=") {
    set req.http.X-Tessera-Norm = blob.transcode(URL, IDENTITY, encoded=regsub(req.url, "^.*[?&]paths=([^&]*).*$", "\1"));
  }
  if (req.http.X-Tessera-Norm ~ "%([^0-9A-Fa-f]|.[^0-9A-Fa-f]|.?$)") {
    return (synth(400, "Bad paths"));
  }
  call tessera_normalise;
  call tessera_xkey;
  set req.http.X-Tessera-Purge = req.http.X-Tessera-Norm;
  if (req.url ~ "[?&]tags=") {
    set req.http.X-Tessera-Purge = req.http.X-Tessera-Purge + " " +
      blob.transcode(URL, IDENTITY, encoded=regsub(req.url, "^.*[?&]tags=([^&]*).*$", "\1"));
  }
  return (synth(200, "Purged " + xkey.purge(req.http.X-Tessera-Purge)));
}

sub vcl_hit {
  set req.http.X-Cache = "HIT";
}

sub vcl_miss {
  set req.http.X-Cache = "MISS";
}

sub vcl_pass {
  set req.http.X-Cache = "PASS";
}

sub vcl_backend_response {
  if (bereq.http.X-Tessera-Key) {
    # A page: stored only when the site says it may be shared, and only for as long as it says (s-maxage). Passed
    # on but not kept: a page the site serves while rendering it again (`s-maxage=0`), and any answer but a 200 (a
    # redirect carries the visitor's query string, which must not reach the next visitor).
    if (beresp.status != 200 || beresp.http.Cache-Control !~ "(^|,)\s*public\b" || beresp.ttl <= 0s) {
      set beresp.uncacheable = true;
      set beresp.ttl = 0s;
      return (deliver);
    }
    set beresp.http.xkey = bereq.http.X-Tessera-Key;
    if (beresp.http.Surrogate-Key) {
      set beresp.http.xkey = beresp.http.Surrogate-Key + " " + bereq.http.X-Tessera-Key;
    }
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  set resp.http.X-Cache = req.http.X-Cache;
}
