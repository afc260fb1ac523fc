// Setup (card-games.md A.4): starting layouts, centre stacks, shuffled region
// stack, event deck and five expansion stacks, first player by the production die.
#include "engine/cardgame/state.hpp"

namespace catan::cardgame {
namespace {

void shuffle(std::vector<int>& v, Rng& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(uint32_t(i))]);
}

}  // namespace

void start_position(int pos, int& col, int& side) {
  col = (pos / 2) * 2;  // gap columns 0, 2, 4
  side = pos % 2;
}

State new_state(const Options& o, uint64_t seed, int first) {
  State s;
  s.opt = o;
  s.rng = Rng::from_seed(seed);
  for (int pl = 0; pl < 2; ++pl) {
    const int base = pl * 9;  // road, settlement, settlement, 6 regions (cards.cpp)
    Player& P = s.p[pl];
    P.cols.resize(5);
    P.cols[1].town = P.cols[3].town = true;
    P.cols[1].settlement = base + 1;
    P.cols[3].settlement = base + 2;
    P.cols[2].road = base;
    // Default arrangement: regions in resource order over positions 0..5; the player may swap (A.4).
    for (int r = 0; r < kResCount; ++r) {
      int col, side;
      start_position(r, col, side);
      P.cols[size_t(col)].region[side] = base + 3 + r;
      P.cols[size_t(col)].stock[side] = 1;
    }
  }
  for (int i = 18; i < 25; ++i) s.roads.push_back(i);
  for (int i = 25; i < 30; ++i) s.settlements.push_back(i);
  for (int i = 30; i < 37; ++i) s.cities.push_back(i);
  for (int i = 37; i < 48; ++i) s.regions.push_back(i);
  for (int i = 48; i < 58; ++i) s.events.push_back(i);
  std::vector<int> exp;
  for (int i = 58; i < kCards; ++i) exp.push_back(i);
  shuffle(s.regions, s.rng);
  shuffle(s.events, s.rng);
  shuffle(exp, s.rng);
  // Five stacks of roughly equal size (62 = 13 + 13 + 12 + 12 + 12).
  size_t at = 0;
  for (int k = 0; k < 5; ++k) {
    const size_t n = 62 / 5 + (size_t(k) < 62 % 5 ? 1 : 0);
    s.stacks[k].assign(exp.begin() + long(at), exp.begin() + long(at + n));
    at += n;
  }
  if (first < 0) {  // the higher production-die roll begins; ties roll again
    int a = 0, b = 0;
    while (a == b) { a = int(s.rng.below(6)) + 1; b = int(s.rng.below(6)) + 1; }
    first = a > b ? 0 : 1;
  }
  s.first = s.current = first;
  s.phase = Phase::setup;
  s.queue.push_back({DK::arrange, first});
  s.queue.push_back({DK::arrange, 1 - first});
  s.queue.push_back({DK::start_stack, first, -1});
  Events none;
  update_derived(s, none);
  return s;
}

void shuffle_cards(std::vector<int>& v, Rng& rng) { shuffle(v, rng); }

}  // namespace catan::cardgame
