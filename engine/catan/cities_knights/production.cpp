// Production (§3.4): settlements 1 resource; cities on forest / pasture / mountains 1 resource
// + 1 paper / cloth / coin, on hills / fields 2 resources; the shortage rule per card kind
// (option commodity_shortage_resource: an unpaid commodity becomes a second resource card).
// The Aqueduct (science level 3, §3.6): a non-7 roll that gives you nothing lets you take 1
// resource of your choice (seed 002).
#include "engine/catan/cities_knights/ck_internal.hpp"

namespace catan::ck {
namespace {

// The commodity a city takes beside `r`, or -1 (hills, fields: a second resource).
int commodity_of(int r) {
  switch (Resource(r)) {
    case Resource::lumber: return commodity_slot(Commodity::paper);
    case Resource::wool: return commodity_slot(Commodity::cloth);
    case Resource::ore: return commodity_slot(Commodity::coin);
    default: return -1;
  }
}

// The §1.6 shortage rule for one card kind: everyone owed is paid, or a single recipient
// takes what is left, or nobody gets any. Writes what is paid and returns the unpaid total.
void pay_kind(Ctx& c, int k, const std::array<ResourceCounts, kMaxPlayers>& owed, std::array<ResourceCounts, kMaxPlayers>& paid) {
  auto& p = c.pos;
  int sum = 0, recipients = 0, only = -1;
  for (int pl = 0; pl < p.num_players; ++pl)
    if (owed[pl][k] > 0) { sum += owed[pl][k]; ++recipients; only = pl; }
  if (sum == 0) return;
  if (sum <= p.bank[k]) {
    for (int pl = 0; pl < p.num_players; ++pl) paid[pl][k] = owed[pl][k];
  } else if (recipients == 1) {
    paid[only][k] = p.bank[k];
    c.events.push({EventType::production_shortage, int8_t(only), -1, int16_t(k), int16_t(sum - p.bank[k])});
  } else {
    c.events.push({EventType::production_shortage, -1, -1, int16_t(k), int16_t(sum - p.bank[k])});
  }
}

}  // namespace

void produce(Ctx& c, int total) {
  auto& p = c.pos;
  std::array<ResourceCounts, kMaxPlayers> owed{};
  // The hexes showing `total`: the board's table until an Inventor moved tokens (CkState::tokens).
  std::array<int8_t, kLandHexes> hexes;
  int n = 0;
  if (tokens_moved(S(p))) {
    for (int h = 0; h < kLandHexes; ++h) if (hex_number(c.def, S(p), h) == total) hexes[size_t(n++)] = int8_t(h);
  } else {
    for (auto h : c.def.hexes_by_number[total]) if (h >= 0) hexes[size_t(n++)] = h;
  }
  for (int i = 0; i < n; ++i) {
    const int h = hexes[size_t(i)];
    if (h == p.robber_hex) continue;  // the robber blocks only its hex
    auto r = terrain_resource(c.def.layout.terrain[h]);
    if (!r) continue;
    const int ri = int(*r), cm = commodity_of(ri);
    for (auto v : c.def.topo->hexes[h].vertices) {
      int o = p.building_owner[v];
      if (o < 0) continue;
      if (p.building_level[v] == 1) { owed[o][ri] += 1; continue; }
      owed[o][ri] += 1;
      owed[o][cm >= 0 ? cm : ri] += 1;
    }
  }
  std::array<ResourceCounts, kMaxPlayers> paid{};
  // Commodities first: with the option, what the supply cannot pay becomes resource cards.
  for (int k = kResourceCount; k < catan::kCardKinds; ++k) {
    pay_kind(c, k, owed, paid);
    if (!c.def.config.options.commodity_shortage_resource) continue;
    const int r = k == commodity_slot(Commodity::paper) ? int(Resource::lumber)
                  : k == commodity_slot(Commodity::cloth) ? int(Resource::wool) : int(Resource::ore);
    for (int pl = 0; pl < kPlayers; ++pl) owed[pl][r] = int8_t(owed[pl][r] + owed[pl][k] - paid[pl][k]);
  }
  for (int r = 0; r < kResourceCount; ++r) pay_kind(c, r, owed, paid);
  CkState& s = S(p);
  s.aqueduct_mask = 0;
  for (int pl = 0; pl < c.def.seated; ++pl) {
    if (!paid[pl].empty()) {
      rules::take(p, pl, paid[pl]);
      c.events.push({EventType::produced, int8_t(pl), -1, -1, -1, paid[pl]});
    } else if (s.level[pl][science] >= 3) {
      int bank = 0;
      for (int r = 0; r < kResourceCount; ++r) bank += p.bank[r];
      if (bank > 0) s.aqueduct_mask = uint8_t(s.aqueduct_mask | (1u << pl));
    }
  }
}

void after_roll(Ctx& c) { c.pos.phase = S(c.pos).aqueduct_mask ? Phase::variant : Phase::main; }

Refusal check_aqueduct(const GameDef&, const Position& p, const Action& a) {
  if (p.phase != Phase::variant || !(S(p).aqueduct_mask & (1u << a.player)))
    return {"wrong_phase", "ck.refuse.no_aqueduct_due"};
  if (a.resource < 0 || a.resource >= kResourceCount) return {"bad_action", "ck.refuse.aqueduct_resource"};
  if (p.bank[a.resource] <= 0) return {"not_allowed", "ck.refuse.bank_empty"};
  return {};
}

void apply_aqueduct(Ctx& c, const Action& a) {
  auto& p = c.pos;
  CkState& s = S(p);
  const ResourceCounts got = ResourceCounts::of(Resource(a.resource));
  rules::take(p, a.player, got);
  c.events.push({ev::aqueduct_taken, a.player, -1, -1, -1, got});
  s.aqueduct_mask = uint8_t(s.aqueduct_mask & ~(1u << a.player));
  if (!s.aqueduct_mask && p.phase == Phase::variant) p.phase = Phase::main;
}

}  // namespace catan::ck
