// The hot path (legal_actions + apply, logging off) must not allocate
// (issue 3 "Performance"). Counts global operator new calls in this binary.
#include <atomic>
#include <cstdlib>
#include <new>

#include "engine/catan/playout.hpp"
#include "helpers.hpp"

namespace {
std::atomic<long> g_allocs{0};
}

void* operator new(std::size_t n) {
  g_allocs.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using namespace th;

TEST_CASE("hot path: legal_actions and apply allocate nothing") {
  Game g = new_game(4, "random", 3);
  g.set_logging(false);
  Rng policy = Rng::from_seed(77);
  ActionList list;
  std::array<int8_t, kMaxPlayers> pend{};
  long before = g_allocs.load();
  int steps = 0;
  while (!g.is_terminal() && steps < 20000) {
    int n = g.pending_players(pend);
    int who = pend[policy.below(uint32_t(n))];
    g.legal_actions(who, list);
    Refusal r = g.apply(list[choose_random_action(list, policy)]);
    if (r) break;
    ++steps;
  }
  long after = g_allocs.load();
  CHECK(steps > 100);
  CHECK(after - before == 0);
  // The counter works: building a view allocates.
  long b2 = g_allocs.load();
  auto v = g.view(0);
  CHECK(g_allocs.load() > b2);
}

TEST_CASE("hot path: Cities & Knights' legal_actions and apply allocate nothing") {
  Options o;
  o.vp_target = 13;
  Game g = new_game(4, "random", 5, o, "cities-knights");
  g.set_logging(false);
  Rng policy = Rng::from_seed(78);
  ActionList list;
  std::array<int8_t, kMaxPlayers> pend{};
  long before = g_allocs.load();
  int steps = 0;
  while (!g.is_terminal() && steps < 20000) {
    int n = g.pending_players(pend);
    int who = pend[policy.below(uint32_t(n))];
    g.legal_actions(who, list);
    if (g.apply(list[choose_random_action(list, policy)])) break;
    ++steps;
  }
  CHECK(steps > 100);
  CHECK(g_allocs.load() - before == 0);
}

TEST_CASE("hot path: a refusal (code + key, no arguments) is built, copied and read without allocating") {
  Game g = new_game(4, "random", 3);
  g.set_logging(false);
  Action a;
  a.type = ActionType::build_city;
  a.player = 2;  // not seat 0's turn: refused
  a.target = 0;
  long before = g_allocs.load();
  int refused = 0;
  for (int i = 0; i < 1000; ++i) {
    Refusal r = g.check(a);
    Refusal copy = r;
    refused += bool(copy) && copy.key != nullptr && copy.args.empty();
  }
  CHECK(g_allocs.load() - before == 0);
  CHECK(refused == 1000);
  // Rendering the message is on demand and may allocate (a string); the refusal itself did not.
  CHECK(g.check(a).message() == "it is not your turn to act");
}
