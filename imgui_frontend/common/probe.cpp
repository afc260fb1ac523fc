#include "imgui_frontend/common/probe.hpp"

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"

namespace catan::ui {

std::string Probe::to_json() const {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& it : published_)
    out.push_back({{"kind", it.kind}, {"id", it.id}, {"x", it.x}, {"y", it.y}, {"w", it.w}, {"h", it.h}});
  return catan::dump_json(out);  // labels hold seat names, which may come from a peer
}

Probe& probe() {
  static Probe p;
  return p;
}

}  // namespace catan::ui
