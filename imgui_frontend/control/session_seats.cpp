// Dropped peers (issue 15): the host hands a remote seat whose guest dropped to a computer
// player, and gives it back when the guest returns. The seat keeps its peer link (RemoteSeats
// lists it) so the guest can reconnect; while a computer plays it the guest's actions are
// refused (SubmitFrom: not a remote seat). The choice is saved with the session.
#include "imgui_frontend/control/redraw.hpp"
#include "imgui_frontend/control/session.hpp"

namespace catan::ui {

bool Session::LendSeat(int seat, bool to_computer) {
  if (guest() || seat < 0 || seat >= setup_.players || seat >= int(setup_.seats.size())) return false;
  SeatSetup& st = setup_.seats[size_t(seat)];
  if (to_computer ? st.kind != SeatKind::remote : !st.lent) return false;
  st.kind = to_computer ? SeatKind::computer : SeatKind::remote;
  st.lent = to_computer;
  if (!to_computer) st.timed = false;  // given back by hand or when its timed turn is done
  if (to_computer && st.level != "easy" && st.level != "strong") st.level = "strong";
  // Who acts is decided again (Refresh runs when the version it saw differs), the guests see
  // the new seat kinds, and the choice is saved.
  version_ = -1;
  computer_version_ = -1;
  Refresh();
  Persist();
  RequestFrames();
  return true;
}

}  // namespace catan::ui
