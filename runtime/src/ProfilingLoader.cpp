//===- ProfilingLoader.cpp - Loading OpenACC profiling libraries ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 5.4 (loading the library: acc_register_library, static
// linking, ACC_PROFLIB, LD_PRELOAD) and sec. 4.3 (ACC_PROFLIB), accc's
// ACCC_PROFILE, and the acc_ev_runtime_shutdown event (sec. 5.1).
//
// Rules:
// 1. A profiling library is found, in this order:
//    a. acc_register_library defined by the program or by a library
//       loaded with it (LD_PRELOAD, or linked): dlsym(RTLD_DEFAULT). libacc
//       does not define the routine; it holds a weak undefined reference to
//       it, which makes the linker export a program's own definition to
//       the dynamic symbol table (without it, dlsym cannot see a symbol of
//       the executable unless it was linked with -rdynamic). Symbol
//       interposition gives one definition: the program's wins over a
//       preloaded library's.
//    b. ACC_PROFLIB: a path, or several separated by ':', each opened with
//       dlopen (RTLD_NOW | RTLD_LOCAL; a name without '/' is searched as
//       dlopen searches) and its acc_register_library looked up. Empty
//       entries are skipped. (GCC separates with ';'.)
//    c. ACCC_PROFILE set and not empty: accc's own profiler,
//       libaccc_profile.so from the directory libacc.so was loaded from
//       (dladdr), the same way. What the value means is that library's
//       business.
// 2. A library that cannot be loaded, or that defines no
//    acc_register_library, gets a warning naming it and the variable, and
//    the program runs on without it.
// 3. An acc_register_library found by several routes (the same address) is
//    called once. The libraries are never unloaded.
// 4. The libraries are found and loaded in libacc's constructor (so their
//    warnings come at program start), but their acc_register_library runs
//    at the program's first entry into libacc (Device.cpp, enterRuntime;
//    a compiled construct enters through __accc_prof_begin, which runs
//    because __accc_prof_active is 1 while registration is pending). By
//    then every constructor has run, the program's and a preloaded
//    library's included, which libacc's constructor precedes: a C++
//    library's globals exist, and acc_* routines called from
//    acc_register_library see the program's GPUs. A call into libacc from
//    inside acc_register_library does not wait for the registration;
//    other threads do.
// 5. acc_register_library is called with acc_prof_register,
//    acc_prof_unregister and acc_prof_lookup (sec. 5.4.1).
// 6. acc_ev_runtime_shutdown comes once, from an atexit handler that libacc
//    registers at the first registration of a callback: exit() runs
//    handlers in the reverse order of their registration, so it runs
//    before the destructors of the globals a profiling library had
//    constructed by then, and before any library is unloaded. No event
//    follows it (ProfilingEvents.cpp, rule 5).
//
//===----------------------------------------------------------------------===//

#include "Profiling.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <vector>

// Rule 1a: a weak reference, never called; see the rule.
#pragma weak acc_register_library

using namespace accc::rt;
using namespace accc::rt::prof;

namespace {

using RegisterFn = void (*)(acc_prof_reg, acc_prof_reg, acc_prof_lookup_func);

/// Rule 4: the acc_register_library routines waiting to be called.
struct PendingLibraries {
  std::recursive_mutex Mutex;
  std::vector<RegisterFn> Routines;
  /// Set while the routines run: a call from inside one returns at once.
  bool Running = false;
};

/// Never destroyed: it may be used at exit.
PendingLibraries &pending() {
  static PendingLibraries *P = new PendingLibraries;
  return *P;
}

std::atomic<bool> Pending{false};

/// The base address of the shared object holding \p Addr, or null.
const void *objectOf(const void *Addr) {
  Dl_info Info;
  if (!dladdr(Addr, &Info))
    return nullptr;
  return Info.dli_fbase;
}

/// Rule 3.
void add(RegisterFn Fn) {
  std::vector<RegisterFn> &R = pending().Routines;
  for (RegisterFn Known : R)
    if (Known == Fn)
      return;
  R.push_back(Fn);
}

/// Rule 1a.
void findInProgram() {
  void *Fn = dlsym(RTLD_DEFAULT, "acc_register_library");
  if (!Fn)
    Fn = reinterpret_cast<void *>(&acc_register_library);
  // libacc defines none; never take one of its own symbols for it.
  if (!Fn ||
      objectOf(Fn) == objectOf(reinterpret_cast<void *>(&acc_prof_register)))
    return;
  add(reinterpret_cast<RegisterFn>(Fn));
}

/// Rules 1b, 1c and 2: loads \p Path, named by environment variable
/// \p Variable.
void load(const std::string &Path, const char *Variable) {
  void *Handle = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!Handle) {
    warning(MsgId::ProfLibLoadFailed,
            "cannot load profiling library '%s' named by environment "
            "variable '%s': %s; continuing without it",
            Path.c_str(), Variable, dlerror());
    return;
  }
  void *Fn = dlsym(Handle, "acc_register_library");
  if (!Fn) {
    warning(MsgId::ProfLibNoRegister,
            "profiling library '%s' named by environment variable '%s' "
            "defines no 'acc_register_library'; continuing without it",
            Path.c_str(), Variable);
    dlclose(Handle);
    return;
  }
  add(reinterpret_cast<RegisterFn>(Fn));
}

/// Rule 1b.
void loadProfLib(const char *List) {
  for (const char *P = List; *P;) {
    const char *End = std::strchr(P, ':');
    size_t Len = End ? static_cast<size_t>(End - P) : std::strlen(P);
    if (Len)
      load(std::string(P, Len), "ACC_PROFLIB");
    P += Len + (End ? 1 : 0);
  }
}

/// Rule 1c.
void loadAcccProfile() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&acc_prof_register), &Info) ||
      !Info.dli_fname) {
    warning(MsgId::ProfLibLoadFailed,
            "environment variable 'ACCC_PROFILE' is set, but libacc cannot "
            "tell its own directory to find 'libaccc_profile.so' in; "
            "continuing without it");
    return;
  }
  std::string Dir = Info.dli_fname;
  size_t Slash = Dir.rfind('/');
  Dir = Slash == std::string::npos ? "." : Dir.substr(0, Slash);
  load(Dir + "/libaccc_profile.so", "ACCC_PROFILE");
}

__attribute__((constructor)) void findProfilingLibraries() {
  findInProgram();
  if (const char *List = std::getenv("ACC_PROFLIB"); List && *List)
    loadProfLib(List);
  if (const char *Profile = std::getenv("ACCC_PROFILE"); Profile && *Profile)
    loadAcccProfile();
  if (pending().Routines.empty())
    return;
  Pending.store(true);
  updateActive();
}

void atExit() { emitRuntimeShutdown(); }

} // namespace

bool accc::rt::prof::registrationPending() {
  return Pending.load(std::memory_order_relaxed);
}

void accc::rt::prof::registerPendingLibraries() {
  if (!Pending.load(std::memory_order_acquire))
    return;
  PendingLibraries &P = pending();
  std::lock_guard<std::recursive_mutex> Lock(P.Mutex);
  if (!Pending.load() || P.Running)
    return; // done meanwhile, or a call from inside (rule 4)
  P.Running = true;
  // Rule 5. The vector is not changed after the constructor.
  for (RegisterFn Fn : P.Routines)
    Fn(acc_prof_register, acc_prof_unregister, acc_prof_lookup);
  P.Running = false;
  Pending.store(false, std::memory_order_release);
  updateActive();
}

void accc::rt::prof::scheduleRuntimeShutdown() {
  static std::once_flag Once;
  std::call_once(Once, [] { std::atexit(atExit); });
}
