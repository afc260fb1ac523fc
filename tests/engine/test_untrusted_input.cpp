// Issue 11: no input may crash an entry point. Text from outside (standard input, files,
// peer messages, the browser's storage) with invalid UTF-8, lone surrogates, deep nesting,
// huge numbers or huge strings is refused with a clear code, the state untouched, and every
// message stays valid UTF-8 (else writing it as JSON would throw type_error 316).
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include "engine/catan/match.hpp"
#include "engine/core/json_text.hpp"
#include "engine/core/text.hpp"
#include "helpers.hpp"
#include "imgui_frontend/app.hpp"
#include "imgui_frontend/control/remote_table.hpp"
#include "web/local_table.hpp"
#include "../frontend/memory_host.hpp"

using namespace th;

namespace {

using test_support::MemoryHost;

const std::string kFffd = "\xEF\xBF\xBD";             // U+FFFD as UTF-8
const std::string kDeep(100000, '[');                  // 100000 unclosed arrays
const std::string kHugeString(5u << 20, 'a');          // 5 MiB

// A balanced array nested `n` deep.
std::string nested(int n) { return std::string(size_t(n), '[') + std::string(size_t(n), ']'); }

// The error object of a Match answer: {"code","message"} or {"ok":false,"error":{...}}.
json error_of(const std::string& answer) {
  json j = json::parse(answer);  // throws (fails the test) if the answer is not JSON
  return j.contains("error") ? j["error"] : j;
}

// Checks a refusal: the expected code and a short, valid UTF-8 message.
void check_refusal(const std::string& answer, const std::string& code) {
  INFO("answer: " << quote_text(answer, 300));
  REQUIRE(is_valid_utf8(answer));
  json e = error_of(answer);
  CHECK(e.value("code", "") == code);
  const std::string msg = e.value("message", "");
  CHECK(!msg.empty());
  CHECK(msg.size() < 400);  // never echoes a huge input
}

std::string base_config() { return R"({"game":"base","players":4,"board":"random","seed":42})"; }

// A started match a few moves into the setup phase.
Match started_match() {
  Match m;
  REQUIRE(m.create(base_config()) == "");
  const json v = json::parse(m.view(0));
  REQUIRE(m.submit(dump_json(v["legal_actions"][0])).find("\"ok\":true") != std::string::npos);
  return m;
}

// Action texts with hostile parts, and the code each must give.
std::vector<std::pair<std::string, std::string>> hostile_actions() {
  return {
      {kFffd, "bad_json"},                                                        // the issue's input
      {"{\"type\": " + kFffd + "}", "bad_json"},
      {"{\"type\":\"\xFF\xFE\",\"player\":0}", "bad_json"},                       // invalid UTF-8 in a string
      {"{\"type\":\"\xC3\",\"player\":0}", "bad_json"},                           // a cut character
      {R"({"type":"\ud800","player":0})", "bad_json"},                            // lone surrogate escape
      {R"({"type":"end_turn","player":0,"x":"\udc00"})", "bad_json"},
      {"{\"type\":\"\xED\xA0\x80\",\"player\":0}", "bad_json"},                   // raw CESU-8 surrogate
      {kDeep, "bad_json"},                                                        // deep nesting
      {R"({"type":"end_turn","player":0,"x":)" + nested(100000) + "}", "bad_json"},
      {R"({"type":"build_road","player":0,"edge":1e400})", "bad_json"},           // overflows a double
      {R"({"type":"build_road","player":0,"edge":-1e400})", "bad_json"},
      {R"({"type":"build_road","player":0,"edge":1180591620717411303424})", "bad_action"},  // 2^70
      {R"({"type":"build_road","player":18446744073709551615,"edge":3})", "bad_action"},    // 2^64-1
      {R"({"type":"build_road","player":0,"edge":1e300})", "bad_action"},
      {R"({"type":")" + kHugeString + R"(","player":0})", "unknown_action"},   // huge strings
      {R"({"type":"end_turn","player":0,")" + kHugeString + R"(":1})", "bad_action"},
      {R"({"type":"play_monopoly","player":0,"resource":")" + kHugeString + R"("})", "bad_action"},
  };
}

}  // namespace

TEST_CASE("untrusted text: valid_utf8 replaces each maximal ill-formed subpart with U+FFFD") {
  // Hand-derived from Unicode §3.9 (Table 3-7, well-formed byte sequences).
  CHECK(valid_utf8("plain") == "plain");
  CHECK(valid_utf8("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80") == "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80");  // é € 😀
  CHECK(valid_utf8("\xEF") == kFffd);                          // a cut U+FFFD
  CHECK(valid_utf8("\xC0\xAF") == kFffd + kFffd);              // C0 never starts; AF alone
  CHECK(valid_utf8("\xE0\x80\x80") == kFffd + kFffd + kFffd);  // overlong: E0 needs A0..BF next
  CHECK(valid_utf8("\xED\xA0\x80") == kFffd + kFffd + kFffd);  // surrogate U+D800: ED needs 80..9F next
  CHECK(valid_utf8("\xF0\x9F\x98") == kFffd);                  // one cut 4-byte sequence
  CHECK(valid_utf8("a\xF4\x90\x80\x80z") == "a" + kFffd + kFffd + kFffd + kFffd + "z");  // above U+10FFFF
  CHECK(valid_utf8("\xE2\x82x") == kFffd + "x");               // maximal subpart E2 82
  CHECK(is_valid_utf8("\xF4\x8F\xBF\xBF"));                    // U+10FFFF
  CHECK_FALSE(is_valid_utf8("\xFF"));
}

TEST_CASE("untrusted text: quote_text cuts on a character boundary") {
  CHECK(quote_text("abc", 10) == "abc");
  CHECK(quote_text("abcdef", 3) == "abc\xE2\x80\xA6");
  CHECK(quote_text("\xC3\xA9\xC3\xA9\xC3\xA9", 3) == "\xC3\xA9\xE2\x80\xA6");  // "ééé" -> "é…", never half an é
  CHECK(quote_text("a\xFF", 10) == "a" + kFffd);
  CHECK(quote_text(kHugeString).size() == 60 + 3);
}

TEST_CASE("untrusted text: parse_json refuses and never throws") {
  json j = 7;
  Error err;
  CHECK_FALSE(parse_json(kFffd, j, err));
  CHECK(err.code == "bad_json");
  CHECK(is_valid_utf8(err.message()));
  CHECK(j == 7);  // untouched
  CHECK_FALSE(parse_json(nested(kMaxJsonDepth + 1), j, err));
  CHECK(err.message().find("deeper than 64") != std::string::npos);
  CHECK(parse_json(nested(kMaxJsonDepth), j, err));
  CHECK(parse_json(R"(["[[[[", "\"{{{{"])", j, err));  // brackets inside strings do not count
  CHECK_FALSE(parse_json("1e400", j, err));
  CHECK(err.message().find("overflow") != std::string::npos);
  CHECK_FALSE(parse_json(std::string(kMaxJsonBytes + 1, ' '), j, err));
  // dump_json writes invalid UTF-8 built in memory as U+FFFD instead of throwing.
  CHECK(dump_json(json{{"k", "a\xFF"}}) == "{\"k\":\"a" + kFffd + "\"}");
}

TEST_CASE("untrusted input: the issue's input gives bad_json through Match::submit") {
  Match m = started_match();
  const std::string before = m.save();
  check_refusal(m.submit("\xEF\xBF\xBD"), "bad_json");
  CHECK(m.save() == before);
}

TEST_CASE("untrusted input: Match::submit refuses every hostile action, state untouched") {
  Match m = started_match();
  const std::string before = m.save();
  for (const auto& tc : hostile_actions()) {
    const std::string& text = tc.first;  // (no structured binding: clang 14 cannot capture one in INFO)
    const std::string& code = tc.second;
    INFO("input: " << quote_text(text, 80));
    check_refusal(m.submit(text), code);
    check_refusal(m.submit(text, /*allow_chance=*/false), code);
    CHECK(m.save() == before);
  }
}

TEST_CASE("untrusted input: Match::create and Match::load refuse hostile text, the game untouched") {
  Match m = started_match();
  const std::string before = m.save();
  const std::vector<std::pair<std::string, std::string>> configs = {
      {kFffd, "bad_json"},
      {"{\"game\":\"base\xFF\",\"players\":4}", "bad_json"},
      {R"({"game":"\ud800","players":4})", "bad_json"},
      {"{\"game\":\"\xED\xA0\x80\",\"players\":4}", "bad_json"},
      {kDeep, "bad_json"},
      {R"({"game":"base","players":4,"options":)" + nested(100000) + "}", "bad_json"},
      {R"({"game":"base","players":4,"seed":1e400})", "bad_json"},
      {R"({"game":"base","players":4,"seed":1180591620717411303424})", "bad_config"},
      {R"({"game":"base","players":4,"seed":18446744073709551615})", "bad_config"},
      {R"({"game":"base","players":1e300})", "bad_config"},
      {R"({"game":")" + kHugeString + R"(","players":4})", "unknown_game"},
      {R"({"game":"base","players":4,")" + kHugeString + R"(":1})", "bad_config"},
  };
  for (const auto& tc : configs) {
    const std::string& text = tc.first;  // (no structured binding: clang 14 cannot capture one in INFO)
    const std::string& code = tc.second;
    INFO("config: " << quote_text(text, 80));
    check_refusal(m.create(text), code);
    CHECK(m.save() == before);
  }
  const json save = json::parse(before);
  std::string huge_log = dump_json(save);
  huge_log.replace(huge_log.find("\"log\":["), 7, "\"log\":[\"" + kHugeString + "\",");
  const std::vector<std::pair<std::string, std::string>> saves = {
      {kFffd, "bad_json"},
      {before.substr(0, before.size() / 2) + "\xFF", "bad_json"},
      {R"({"format":"catan-save\ud800","version":1})", "bad_json"},
      {"{\"format\":\"\xED\xA0\x80\"}", "bad_json"},
      {kDeep, "bad_json"},
      {R"({"format":"catan-save","version":1,"config":)" + nested(100000) + "}", "bad_json"},
      {R"({"format":"catan-save","version":1e400})", "bad_json"},
      {R"({"format":"catan-save","version":1180591620717411303424})", "bad_save"},
      {R"({"format":"catan-save","version":18446744073709551617})", "bad_save"},
      {R"({"format":")" + kHugeString + R"("})", "bad_save"},
      {huge_log, "bad_action"},
  };
  for (const auto& tc : saves) {
    const std::string& text = tc.first;  // (no structured binding: clang 14 cannot capture one in INFO)
    const std::string& code = tc.second;
    INFO("save: " << quote_text(text, 80));
    check_refusal(m.load(text), code);
    CHECK(m.save() == before);
  }
  Match fresh;
  check_refusal(fresh.load(kDeep), "bad_json");
  CHECK_FALSE(fresh.started());
}

#ifdef CATAN_CLI
namespace {
// Runs catan-cli with `input` on standard input; returns the exit code, fills out/err.
int run_cli(const std::string& args, const std::string& input, std::string& out, std::string& err) {
  const std::string dir = "/tmp/catan-test-" + std::to_string(::getpid());
  std::system(("mkdir -p " + dir).c_str());
  std::ofstream(dir + "/in", std::ios::binary) << input;
  const int rc = std::system((std::string(CATAN_CLI) + " " + args + " < " + dir + "/in > " + dir + "/out 2> " + dir + "/err").c_str());
  std::stringstream o, e;
  o << std::ifstream(dir + "/out", std::ios::binary).rdbuf();
  e << std::ifstream(dir + "/err", std::ios::binary).rdbuf();
  out = o.str();
  err = e.str();
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : 128;
}
}  // namespace

TEST_CASE("untrusted input: catan-cli apply answers bad_json (exit 2) instead of aborting") {
  std::string state, err;
  REQUIRE(run_cli("new --game base --players 4 --seed 42", "", state, err) == 0);
  const std::string dir = "/tmp/catan-test-" + std::to_string(::getpid());
  std::ofstream(dir + "/state.json", std::ios::binary) << state;
  std::string out;
  // The issue's reproduction: printf '\xef\xbf\xbd' | catan-cli apply state.json
  REQUIRE(run_cli("apply " + dir + "/state.json", "\xEF\xBF\xBD", out, err) == 2);
  CHECK(out.empty());
  json e = json::parse(err);
  CHECK(e["code"] == "bad_json");
  CHECK(e["index"] == 0);
  for (const auto& tc : hostile_actions()) {
    const std::string& text = tc.first;  // (no structured binding: clang 14 cannot capture one in INFO)
    const std::string& code = tc.second;
    if (text.find('\n') != std::string::npos) continue;
    INFO("input: " << quote_text(text, 80));
    CHECK(run_cli("apply " + dir + "/state.json", text + "\n", out, err) == 2);
    REQUIRE(is_valid_utf8(err));
    CHECK(json::parse(err)["code"] == code);
    CHECK(err.size() < 500);
    CHECK(out.empty());  // nothing printed, the state file untouched
  }
  // Hostile state files: exit 1 with a JSON refusal, never an abort.
  for (const std::string& bad : {kFffd, std::string("{\"format\":\"\xFF\"}"), kDeep, std::string(R"({"format":1e400})")}) {
    std::ofstream(dir + "/bad.json", std::ios::binary) << bad;
    CHECK(run_cli("view " + dir + "/bad.json --player 0", "", out, err) == 1);
    REQUIRE(is_valid_utf8(err));
    CHECK(json::parse(err)["code"] == "bad_json");
  }
  CHECK(run_cli("new --game base --players 4 --options " + std::string("'\xEF\xBF\xBD'"), "", out, err) == 1);
  CHECK(json::parse(err)["code"] == "bad_json");
  std::system(("rm -rf " + dir).c_str());
}
#endif

// ---- the front end's doors (built natively from the UI-free sources) ----------------------

namespace {

ui::GameSetup remote_setup() {
  ui::GameSetup s;
  s.game = "base";
  s.players = 4;
  s.options = {{"board", "random"}};
  s.seed = 42;
  for (int i = 0; i < 4; ++i) s.seats.push_back({"Seat " + std::to_string(i + 1), i, ui::SeatKind::remote});
  return s;
}

}  // namespace

TEST_CASE("untrusted input: a peer host's Session::SubmitFrom refuses hostile guest messages, game untouched") {
  MemoryHost h;
  std::string err;
  auto table = web::LocalTable::Create(base_config(), err);
  REQUIRE(table);
  ui::Session s(h.host, std::move(table), remote_setup());
  s.Update();
  const std::string before = s.table().save();
  const int v = s.table().version();
  auto refused = [&](const std::string& text, const std::string& code) {
    INFO("input: " << quote_text(text, 80));
    check_refusal(s.SubmitFrom(0, text, v), code);
    CHECK(s.table().save() == before);
    CHECK(s.table().version() == v);
  };
  for (const auto& tc : hostile_actions()) {
    const std::string& text = tc.first;  // (no structured binding: clang 14 cannot capture one in INFO)
    const std::string& code = tc.second;
    // The host checks the JSON and the player first; the engine's own code comes through after.
    const std::string expect = code == "bad_json" ? "malformed_action" : text.find("\"player\":0") != std::string::npos ? code : "wrong_player";
    refused(text, expect);
  }
  // Regression: the player named in a wrong_player message was cut inside a character
  // (substr), and writing the refusal threw type_error 316.
  refused(R"({"type":"end_turn","player":"ééééééééééééééééééé"})", "wrong_player");
  refused(R"({"type":"end_turn","player":)" + std::string("\"") + kHugeString + "\"}", "wrong_player");
  refused(R"({"type":"end_turn","player":1e300})", "wrong_player");
}

TEST_CASE("untrusted input: a guest's GuestReceive refuses hostile view messages and keeps its view") {
  // A real payload from a host, then hostile ones to a page with and without a guest session.
  MemoryHost host_side;
  std::string err;
  auto table = web::LocalTable::Create(base_config(), err);
  REQUIRE(table);
  ui::Session host(host_side.host, std::move(table), remote_setup());
  host.Update();
  const json payload = host.PeerView(0);
  std::vector<std::string> hostile = {
      kFffd, "{\"game\":\"\xFF\"}", R"({"game":{"viewer":0,"phase":"\ud800"},"table":{}})",
      "{\"game\":{\"viewer\":0,\"phase\":\"\xED\xA0\x80\"}}", kDeep,
      R"({"game":{"viewer":0,"phase":"main","x":)" + nested(100000) + R"(},"table":{}})",
      R"({"game":{"viewer":1e400},"table":{}})", R"({"game":{"viewer":1180591620717411303424},"table":{}})",
      R"({"game":{"viewer":18446744073709551615},"table":{}})",
      R"({"game":{"viewer":0,"phase":")" + kHugeString + R"("},"table":{"seats":[{"name":")" + kHugeString + R"(","colour":0}]}})",
      // Regressions: each of these threw from json::value() before.
      R"({"game":{"viewer":"0"},"table":{}})",
      R"({"game":{"viewer":0,"phase":"main"},"table":{"seats":[{"name":"a","colour":0}],"players":"x"}})",
      R"({"game":{"viewer":0,"phase":"main"},"table":{"seats":[{"name":"a","colour":1e300}]}})",
  };
  for (int with_session = 0; with_session < 2; ++with_session) {
    MemoryHost h;
    ui::AppState app;
    app.host = &h.host;
    std::string before;
    if (with_session) {
      REQUIRE(ui::GuestReceive(app, dump_json(payload), 1) == "");
      REQUIRE(app.session);
      before = app.session->view_text();
      REQUIRE(!before.empty());
    }
    for (const auto& text : hostile) {
      INFO("input: " << quote_text(text, 80));
      const std::string r = ui::GuestReceive(app, text, 2);
      CHECK(!r.empty());
      CHECK(is_valid_utf8(r));
      CHECK(r.size() < 400);
      if (with_session) {
        REQUIRE(app.session);
        CHECK(app.session->view_text() == before);
        CHECK(app.session->setup().seats.size() == 4);
      } else {
        CHECK_FALSE(app.session);
      }
    }
  }
}

TEST_CASE("untrusted input: a view with floats where integers belong is refused without undefined conversions") {
  // The old front-end parser read dice and edge ends with get<int>(), undefined for 1e300; the
  // one view parser (player_view_from_json) takes integers only and refuses the view.
  Game g;
  Error err;
  Config c;
  REQUIRE(Game::create(c, g, err));
  const json good = g.view(0);
  PlayerView v;
  REQUIRE(player_view_from_json(good, v, err));
  json bad = good;
  bad["dice"] = json::array({1e300, 2});
  CHECK_FALSE(player_view_from_json(bad, v, err));
  CHECK(err.code == "bad_view");
  bad = good;
  bad["pieces"]["roads"] = json::array({{{"edge", 1e300}, {"player", 0}}});
  CHECK_FALSE(player_view_from_json(bad, v, err));
  bad = good;
  bad["players"][0]["resource_count"] = 18446744073709551615ull;
  CHECK_FALSE(player_view_from_json(bad, v, err));
  bad = good;
  bad["legal_actions"] = json::array({{{"type", 5}}});
  CHECK_FALSE(player_view_from_json(bad, v, err));
}

TEST_CASE("untrusted input: ResumeSaved refuses a hostile stored session, removes it and starts nothing") {
  const std::vector<std::string> stored = {
      kFffd, "{\"format\":\"catan-web-session\xFF\"}", R"({"format":"catan-web-session\udfff"})",
      "{\"format\":\"\xED\xBF\xBF\"}", kDeep, R"({"format":"catan-web-session","setup":)" + nested(100000) + "}",
      R"({"format":"catan-web-session","version":1e400})",
      R"({"format":")" + kHugeString + R"("})",
      // Regressions: json::value() threw on a non-string format; players/colour 1e300 were
      // converted to int (undefined).
      R"({"format":5})",
      R"({"format":"catan-web-session","setup":{"game":"base","players":1e300,"board":"random","seed":1,"seats":[]}})",
      R"({"format":"catan-web-session","setup":{"game":"base","players":1,"board":"random","seed":1,"seats":[{"name":"a","colour":1e300}]}})",
      R"({"format":"catan-web-session","setup":{"game":"base","players":1,"board":"random","seed":1180591620717411303424,"seats":[{"name":"a","colour":0}]}})",
  };
  for (const auto& text : stored) {
    INFO("stored: " << quote_text(text, 80));
    MemoryHost h;
    h.store[ui::kSaveKey] = text;
    ui::AppState app;
    app.host = &h.host;
    CHECK_FALSE(ui::ResumeSaved(app));
    CHECK_FALSE(app.session);
    CHECK(h.store.count(ui::kSaveKey) == 0);
    CHECK(is_valid_utf8(app.status));
    CHECK(app.status.size() < 400);
  }
}
