// libFuzzer target: action JSON against the mid-game positions of tests/fuzz/states.json,
// through catan::Match::submit (chance outcomes allowed and refused), and through a peer host's
// Session::SubmitFrom (the path a guest's message takes). A refusal must leave the position
// exactly as it was; no answer may hold invalid UTF-8 or come from the last guard.
#include <cstdint>
#include <cstdlib>

#include "engine/core/json_text.hpp"
#include "fuzz_common.hpp"
#include "imgui_frontend/control/session.hpp"

using namespace catan;

namespace {

struct Target {
  Match pristine, work;
};

std::vector<Target>& targets() {
  static std::vector<Target> t = [] {
    std::vector<Target> out;
    for (const auto& s : fuzz::states()) {
      Target x;
      if (!x.pristine.load(dump_json(s.game.to_json())).empty()) std::abort();
      x.work = x.pristine;
      out.push_back(std::move(x));
    }
    return out;
  }();
  return t;
}

// A hosted game whose every seat is remote, at the first listed position.
struct Hosted {
  fuzz::MemoryHost host;
  std::string save;  ///< the hosted game's save, reloaded after an accepted action (a LocalTable is not copyable)
  std::unique_ptr<ui::Session> session;
  void reset() {
    ui::GameSetup setup;
    const auto& g = targets()[1].pristine.game();
    setup.game = g.def().config.game;
    setup.players = g.def().config.players;
    for (int i = 0; i < 4; ++i) setup.seats.push_back({"Seat " + std::to_string(i + 1), i, ui::SeatKind::remote});
    std::string err;
    auto table = web::LocalTable::Load(save, err);
    if (!table) std::abort();
    session = std::make_unique<ui::Session>(host.host, std::move(table), setup);
  }
};

Hosted& hosted() {
  static Hosted h;
  static const bool ready = [] {
    std::string err;
    auto t = web::LocalTable::Load(targets()[1].pristine.save(), err);
    if (!t) std::abort();
    h.save = targets()[1].pristine.save();
    return true;
  }();
  (void)ready;
  return h;
}

}  // namespace

// Builds the positions before the first input (libFuzzer's per-input timeout does not count this).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  catan::fuzz::states();
  targets();
  hosted();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // The first byte picks the position (one of states.json's, or the hosted game), the rest is
  // the action text: one submit per execution, and the seed corpus pairs each legal action
  // with the position it is legal at (fuzz_corpus).
  if (size == 0) return 0;
  auto& all = targets();
  const size_t pick = data[0] % (all.size() + 1);
  const std::string in(reinterpret_cast<const char*>(data + 1), size - 1);
  if (pick < all.size()) {
    Target& t = all[pick];
    const bool allow_chance = (data[0] / (all.size() + 1)) % 2 == 0;
    const std::string r = t.work.submit(in, allow_chance);
    fuzz::require_clean(r, "Match::submit");
    const bool applied = t.work.game().log().size() != t.pristine.game().log().size();
    if (r.compare(0, 10, "{\"events\":") == 0) {  // {"events":[...],"ok":true} (keys sorted)
      if (!applied) std::abort();  // accepted but not applied
    } else if (applied || !(t.work.game().position() == t.pristine.game().position())) {
      std::abort();  // refused yet changed
    }
    if (applied) t.work = t.pristine;
    return 0;
  }
  Hosted& h = hosted();
  if (!h.session) h.reset();
  const int seat = [&] {
    auto p = h.session->table().pending();
    return p.empty() ? 0 : p.front();
  }();
  const int version = h.session->table().version();
  const std::string r = h.session->SubmitFrom(seat, in, version);
  fuzz::require_clean(r, "Session::SubmitFrom");
  if (h.session->table().version() != version) h.reset();
  return 0;
}
