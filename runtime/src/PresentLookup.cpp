//===- PresentLookup.cpp - Device addresses of present pointers -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// __accc_present_base (openacc.h): the device address a synchronous compute
// construct on the GPU uses for a pointer whose subarray its `present`
// clause names, in place of OpenMP's map of it, which costs twice as much
// per construct (accc's lib/Transform/PresentLookups.cpp says when).
//
// Rules:
// 1. On the host (`on` is 0: the construct's if condition is false, or the
//    current device is the host): `base` itself, as the construct runs
//    there on the host's data.
// 2. Otherwise [begin, begin + bytes), begin = base + offset, must be all
//    present on the current device, the one the construct's target region
//    runs on: the device address of begin, less offset (pointer arithmetic
//    as the program's on its own copy). A range of 0 bytes is present
//    where its address is in a mapping; where it is not (a null pointer
//    too), `base` is passed on, as OpenMP passes a zero-length section it
//    does not find.
// 3. Not all present: the error a `present` map gives (fatalPresence,
//    as DirectiveErrors.cpp words it), after `where` ("file:line:col: item"):
//      libacc: error: f.c:12:13: a[0:n]: data at [0x.., 0x..+8000) is not
//      present on nvidia device 0
//    ("only partly present" where one end is), and the program ends.
//
// 4. __accc_present_together (openacc.h): whether n parts of one object,
//    [p, p + bytes) each, lie in one present piece of the current device's
//    memory (presenceOf of the range from the lowest part's first byte to
//    the highest part's last: both ends at device addresses as far apart
//    as on the host), which an `enter data` or `exit data` directive
//    naming several members of the object then maps as one range, clang's
//    grouped form (lib/Transform/MemberStandIns.cpp rule 7). Parts of 0
//    bytes take no place; none left, or the current device the host: 1
//    (the two forms do the same there). Two mappings adjacent in both
//    memories pass as one, as for presenceOf.
//
// Tests: test/Execution/present-lookup.c, member-groups.c,
// test/gpu/errors/data-directive-errors.c.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

using namespace accc::rt;

void *__accc_present_base(const void *base, ptrdiff_t offset, size_t bytes,
                          const char *where, int on) noexcept {
  if (!on)
    return const_cast<void *>(base);
  enterRuntime();
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host)
    return const_cast<void *>(base);
  const void *begin = static_cast<const char *>(base) + offset;
  void *DevBegin = nullptr;
  // A null pointer is in no mapping (and libomptarget would print an
  // error for looking it up).
  Presence P = begin ? presenceOf(begin, bytes, ompDeviceOf(D), &DevBegin)
                     : Presence::Absent;
  if (bytes == 0 && !DevBegin) {
    runAheadHostPointer(); // RunAhead.cpp, rule 1
    return const_cast<void *>(base);
  }
  if (P != Presence::Full) // (bytes > 0: `where` names the item)
    fatalPresence(where, P, begin, bytes, D);
  return static_cast<char *>(DevBegin) - offset;
}

ObjectParts accc::rt::readObjectParts(int N, va_list Args) {
  ObjectParts O;
  char *Hi = nullptr;
  for (int I = 0; I < N; ++I) {
    auto *P =
        static_cast<char *>(const_cast<void *>(va_arg(Args, const void *)));
    size_t Bytes = va_arg(Args, size_t);
    if (!P || !Bytes)
      continue;
    O.Parts.push_back({P, Bytes});
    O.Lo = !O.Lo || P < O.Lo ? P : O.Lo;
    Hi = !Hi || P + Bytes > Hi ? P + Bytes : Hi;
  }
  O.Bytes = static_cast<size_t>(Hi - O.Lo);
  return O;
}

int __accc_present_together(int n, ...) noexcept {
  enterRuntime();
  va_list Args;
  va_start(Args, n);
  ObjectParts O = readObjectParts(n, Args);
  va_end(Args);
  DeviceRef D = currentDevice();
  if (O.Parts.empty() || D.Kind == DeviceKind::Host) // rule 4
    return 1;
  return presenceOf(O.Lo, O.Bytes, ompDeviceOf(D)) == Presence::Full;
}
