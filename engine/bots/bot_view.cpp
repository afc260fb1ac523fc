// Typed seat views for computer players: Game::player_view or the view JSON, plus the
// offers the viewer made this turn.
#include "engine/bots/bot_view.hpp"

namespace catan::bots {
namespace {

// Offers by the viewer since the last turn_ended, newest events last.
void collect_offers(BotView& v) {
  v.past_offer_count = 0;
  int start = 0;
  for (int i = v.event_count - 1; i >= 0; --i)
    if (v.events[size_t(i)].type == EventType::turn_ended) { start = i + 1; break; }
  for (int i = start; i < v.event_count; ++i) {
    const Event& e = v.events[size_t(i)];
    if (e.type != EventType::trade_offered || e.player != v.viewer) continue;
    if (v.past_offer_count < BotView::kMaxPastOffers) v.past_offers[size_t(v.past_offer_count)] = {e.res, e.res2};
    ++v.past_offer_count;
  }
  if (v.past_offer_count > BotView::kMaxPastOffers) v.past_offer_count = BotView::kMaxPastOffers;
}

}  // namespace

bool BotView::same_as(const BotView& o) const {
  return static_cast<const PlayerView&>(*this) == static_cast<const PlayerView&>(o) &&
         past_offer_count == o.past_offer_count && past_offers == o.past_offers && offer_limit == o.offer_limit;
}

BotView bot_view(const PlayerView& view) {
  BotView v;
  static_cast<PlayerView&>(v) = view;
  collect_offers(v);
  return v;
}

BotView observe(const Game& g, int player) {
  BotView v;
  g.player_view(player, v);
  collect_offers(v);
  return v;
}

bool view_from_json(const nlohmann::json& view, BotView& out, Error& err) {
  out = BotView{};
  if (!player_view_from_json(view, out, err)) return false;
  if (out.viewer < 0) {
    return refuse(err, "bad_view", "error.view.spectator");
  }
  collect_offers(out);
  return true;
}

}  // namespace catan::bots
