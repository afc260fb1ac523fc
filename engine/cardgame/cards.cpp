// Card data (cards.hpp): costs, points and counts from card-games.md A.13;
// starting-region numbers from A.4 (S1b, UNCONFIRMED); region-stack numbers
// are A.4's placeholder set (UNCONFIRMED, documented in docs/card-game.md).
#include "engine/cardgame/cards.hpp"

namespace catan::cardgame {
namespace {

using C = std::array<int8_t, kResCount>;  // lumber, wool, brick, ore, grain, gold
constexpr C kNone{0, 0, 0, 0, 0, 0};

// Indexed by Type.
const TypeInfo kInfo[kTypeCount] = {
    {"road", Group::centre, 0, {1, 0, 2, 0, 0, 0}, 0, 0, 0, 0, false},
    {"settlement", Group::centre, 0, {1, 1, 1, 0, 1, 0}, 1, 0, 0, 0, false},
    {"city", Group::centre, 0, {0, 0, 0, 3, 2, 0}, 2, 0, 0, 0, false},
    {"region", Group::centre, 0, kNone, 0, 0, 0, 0, false},
    {"civil_war", Group::event, 1, kNone, 0, 0, 0, 0, false},
    {"conflict", Group::event, 1, kNone, 0, 0, 0, 0, false},
    {"master_builder", Group::event, 1, kNone, 0, 0, 0, 0, false},
    {"plague", Group::event, 2, kNone, 0, 0, 0, 0, false},
    {"productive_year", Group::event, 2, kNone, 0, 0, 0, 0, false},
    {"progress", Group::event, 2, kNone, 0, 0, 0, 0, false},
    {"year_end", Group::event, 1, kNone, 0, 0, 0, 0, false},
    {"alchemist", Group::action, 2, kNone, 0, 0, 0, 0, false},
    {"arsonist", Group::action, 2, kNone, 0, 0, 0, 0, false},
    {"bishop", Group::action, 2, kNone, 0, 0, 0, 0, false},
    {"black_knight", Group::action, 3, kNone, 0, 0, 0, 0, false},
    {"brigands", Group::action, 1, kNone, 0, 0, 0, 0, false},
    {"caravan", Group::action, 1, kNone, 0, 0, 0, 0, false},
    {"herb_woman", Group::action, 2, kNone, 0, 0, 0, 0, false},
    {"merchant", Group::action, 2, kNone, 0, 0, 0, 0, false},
    {"scout", Group::action, 2, kNone, 0, 0, 0, 0, false},
    {"spy", Group::action, 3, kNone, 0, 0, 0, 0, false},
    {"abbey", Group::green, 2, {1, 0, 1, 1, 0, 0}, 0, 0, 0, 0, false},
    {"garrison", Group::green, 3, {1, 0, 1, 0, 0, 0}, 0, 1, 0, 0, false},
    {"smithy", Group::green, 1, {1, 0, 0, 2, 0, 0}, 0, 0, 0, 0, false},
    {"brick_factory", Group::green, 1, {0, 0, 1, 1, 0, 0}, 0, 0, 0, 0, false},
    {"foundry", Group::green, 1, {0, 0, 1, 1, 0, 0}, 0, 0, 0, 0, false},
    {"grain_mill", Group::green, 1, {0, 0, 1, 0, 1, 0}, 0, 0, 0, 0, false},
    {"sawmill", Group::green, 1, {2, 0, 0, 0, 0, 0}, 0, 0, 0, 0, false},
    {"woolen_mill", Group::green, 1, {0, 1, 1, 0, 0, 0}, 0, 0, 0, 0, false},
    {"lumber_fleet", Group::green, 1, {1, 1, 0, 0, 0, 0}, 0, 1, 0, 0, true},
    {"wool_fleet", Group::green, 1, {1, 1, 0, 0, 0, 0}, 0, 1, 0, 0, true},
    {"brick_fleet", Group::green, 1, {1, 1, 0, 0, 0, 0}, 0, 1, 0, 0, true},
    {"ore_fleet", Group::green, 1, {1, 1, 0, 0, 0, 0}, 0, 1, 0, 0, true},
    {"grain_fleet", Group::green, 1, {1, 1, 0, 0, 0, 0}, 0, 1, 0, 0, true},
    {"gold_fleet", Group::green, 1, {1, 1, 0, 0, 0, 0}, 0, 1, 0, 0, true},
    {"conrad", Group::green, 1, {0, 0, 0, 1, 1, 0}, 0, 0, 2, 1, true},
    {"falk", Group::green, 1, {0, 1, 0, 2, 2, 0}, 0, 0, 1, 5, true},
    {"goetz", Group::green, 1, {0, 2, 0, 2, 2, 0}, 0, 0, 5, 2, true},
    {"hagen", Group::green, 1, {0, 0, 0, 1, 1, 0}, 0, 0, 1, 2, true},
    {"karl", Group::green, 1, {0, 3, 0, 2, 2, 0}, 0, 0, 7, 1, true},
    {"otto", Group::green, 1, {0, 1, 0, 2, 1, 0}, 0, 0, 3, 2, true},
    {"pippin", Group::green, 1, {0, 1, 0, 1, 1, 0}, 0, 0, 1, 3, true},
    {"siegfried", Group::green, 1, {0, 0, 0, 1, 0, 0}, 0, 0, 1, 1, true},
    {"walter", Group::green, 1, {0, 1, 0, 1, 1, 0}, 0, 0, 3, 1, true},
    {"aqueduct", Group::red, 2, {2, 0, 2, 2, 0, 0}, 1, 0, 0, 0, false},
    {"bath_house", Group::red, 2, {0, 1, 2, 1, 0, 0}, 1, 0, 0, 0, false},
    {"church", Group::red, 2, {0, 0, 1, 2, 2, 0}, 1, 0, 0, 0, false},
    {"colossus", Group::red, 1, {0, 0, 3, 3, 3, 0}, 2, 0, 0, 0, false},
    {"counting_house", Group::red, 1, {0, 2, 1, 0, 1, 0}, 0, 3, 0, 0, false},
    {"harbor", Group::red, 1, {0, 1, 1, 1, 0, 0}, 0, 1, 0, 0, false},
    {"library", Group::red, 2, {2, 0, 1, 2, 0, 0}, 1, 0, 0, 0, false},
    {"marketplace", Group::red, 1, {0, 1, 0, 0, 1, 0}, 0, 2, 0, 0, false},
    {"merchant_guild", Group::red, 1, {0, 3, 2, 0, 1, 0}, 0, 4, 0, 0, false},
    {"mint", Group::red, 1, {2, 0, 2, 2, 0, 0}, 0, 1, 0, 0, false},
    {"town_hall", Group::red, 2, {0, 2, 1, 2, 0, 0}, 1, 0, 0, 0, false},
};

std::array<Card, kCards> build_cards() {
  std::array<Card, kCards> out{};
  int n = 0;
  // Starting sets (A.2, A.4): road, 2 settlements, 6 regions; numbers per S1b (UNCONFIRMED).
  const int numbers[2][kResCount] = {{4, 3, 5, 2, 1, 6}, {5, 4, 6, 3, 2, 1}};
  for (int p = 0; p < 2; ++p) {
    out[size_t(n++)] = {Type::road, -1, 0, int8_t(p)};
    out[size_t(n++)] = {Type::settlement, -1, 0, int8_t(p)};
    out[size_t(n++)] = {Type::settlement, -1, 0, int8_t(p)};
    for (int r = 0; r < kResCount; ++r) out[size_t(n++)] = {Type::region, int8_t(r), int8_t(numbers[p][r]), int8_t(p)};
  }
  for (int i = 0; i < 7; ++i) out[size_t(n++)] = {Type::road};
  for (int i = 0; i < 5; ++i) out[size_t(n++)] = {Type::settlement};
  for (int i = 0; i < 7; ++i) out[size_t(n++)] = {Type::city};
  // Region stack (A.4 placeholder numbers, UNCONFIRMED): forest 2,6; pasture 1,5; hills 3,4;
  // mountains 4,6; fields 3,5; gold field 2.
  const int stack[11][2] = {{lumber, 2}, {lumber, 6}, {wool, 1}, {wool, 5}, {brick, 3}, {brick, 4},
                            {ore, 4},    {ore, 6},    {grain, 3}, {grain, 5}, {gold, 2}};
  for (const auto& r : stack) out[size_t(n++)] = {Type::region, int8_t(r[0]), int8_t(r[1])};
  for (int t = int(Type::civil_war); t <= int(Type::year_end); ++t)
    for (int i = 0; i < kInfo[t].copies; ++i) out[size_t(n++)] = {Type(t)};
  for (int t = int(Type::alchemist); t < kTypeCount; ++t)
    for (int i = 0; i < kInfo[t].copies; ++i) {
      Card c{Type(t)};
      if (is_fleet(Type(t))) c.res = int8_t(t - int(Type::lumber_fleet));
      out[size_t(n++)] = c;
    }
  return out;  // n == 120 (checked by tests/engine/cardgame/test_cards.cpp)
}

}  // namespace

const TypeInfo& info(Type t) { return kInfo[int(t)]; }

bool type_from_name(std::string_view name, Type& out) {
  for (int t = 0; t < kTypeCount; ++t)
    if (name == kInfo[t].name) { out = Type(t); return true; }
  return false;
}

int res_from_name(std::string_view name) {
  for (int r = 0; r < kResCount; ++r)
    if (name == kResNames[r]) return r;
  return -1;
}

const std::array<Card, kCards>& cards() {
  static const std::array<Card, kCards> all = build_cards();
  return all;
}

int mill_resource(Type t) {
  switch (t) {
    case Type::brick_factory: return brick;
    case Type::foundry: return ore;
    case Type::grain_mill: return grain;
    case Type::sawmill: return lumber;
    case Type::woolen_mill: return wool;
    default: return -1;
  }
}

}  // namespace catan::cardgame
