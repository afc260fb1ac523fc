// The hex screen's three build buttons (road, settlement, city), shared by the desktop actions
// panel and the phone's action bar: probe id, label key, action type, build mode and cost.
#pragma once
#include "engine/catan/types.hpp"
#include "imgui_frontend/common/widgets.hpp"
#include "imgui_frontend/screens/hex/hex_ui.hpp"

namespace catan::ui {

/// One build button.
struct BuildButton {
  const char* probe_id;  ///< fixed, whatever the language
  const char* key;       ///< label in the catalogue
  const char* type;      ///< the action type it starts
  BuildMode mode;
  Counts cost;           ///< the engine's cost (catan::kRoadCost ..., engine/catan/types.hpp)
};

/// Counts of an engine card set's five resources.
inline Counts CostOf(const catan::ResourceCounts& c) {
  Counts out{};
  for (int r = 0; r < kResources; ++r) out[r] = c[r];
  return out;
}

/// Road, settlement, city, in BuildMode order (kBuildButtons[int(mode) - 1]).
inline const BuildButton kBuildButtons[] = {
    {Pid("Road"), "ui.hex.build.road", "build_road", BuildMode::road, CostOf(catan::kRoadCost)},
    {Pid("Settlement"), "ui.hex.build.settlement", "build_settlement", BuildMode::settlement, CostOf(catan::kSettlementCost)},
    {Pid("City"), "ui.hex.build.city", "build_city", BuildMode::city, CostOf(catan::kCityCost)},
};

}  // namespace catan::ui
