//===- OffloadEntry.h - libomptarget entry points libacc calls --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The data-mapping entry points of libomptarget that clang emits for
// 'target enter data', 'target exit data' and 'target update'. They are
// libomptarget's exported ABI (LLVM 22, offload/include/omptarget.h and
// offload/libomptarget/interface.cpp), not an OpenMP API routine, so no
// installed header declares them; the declarations below copy that ABI.
//
// libacc calls them, instead of the omp_target_* API routines, because only
// they work on libomptarget's mapping table with its reference counts: the
// dynamic count they change is the one the compiler's 'enter data' / 'exit
// data' change, so API calls and directives count together (OpenACC 3.3,
// sec. 2.6.7). libacc never sets OmpxHold, which is the structured count of
// accc's data and compute constructs.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_RUNTIME_OFFLOADENTRY_H
#define ACCC_RUNTIME_OFFLOADENTRY_H

#include <cstdint>

extern "C" {

/// Source location of a construct (libomp's kmp.h); libacc passes null.
struct ident_t;

/// 'target enter data': maps ArgNum host ranges [Args[I], Args[I] +
/// ArgSizes[I]) on DeviceId with the map types ArgTypes[I]. ArgsBase[I] is
/// the base of the variable (libacc passes Args[I]); ArgNames and
/// ArgMappers may be null.
void __tgt_target_data_begin_mapper(ident_t *Loc, int64_t DeviceId,
                                    int32_t ArgNum, void **ArgsBase,
                                    void **Args, int64_t *ArgSizes,
                                    int64_t *ArgTypes, void **ArgNames,
                                    void **ArgMappers);

/// 'target exit data', same arguments.
void __tgt_target_data_end_mapper(ident_t *Loc, int64_t DeviceId,
                                  int32_t ArgNum, void **ArgsBase, void **Args,
                                  int64_t *ArgSizes, int64_t *ArgTypes,
                                  void **ArgNames, void **ArgMappers);

/// 'target update', same arguments (To: update the device copy, From: update
/// the host copy).
void __tgt_target_data_update_mapper(ident_t *Loc, int64_t DeviceId,
                                     int32_t ArgNum, void **ArgsBase,
                                     void **Args, int64_t *ArgSizes,
                                     int64_t *ArgTypes, void **ArgNames,
                                     void **ArgMappers);

} // extern "C"

namespace accc::rt {

/// Map-type bits of libomptarget (OMP_TGT_MAPTYPE_*, omptarget.h).
namespace maptype {
constexpr int64_t Alloc = 0x0; ///< no bit: alloc on begin, release on end
constexpr int64_t To = 0x1;
constexpr int64_t From = 0x2;
constexpr int64_t Always = 0x4;
/// On end: set the dynamic count to zero (OpenACC's finalize).
constexpr int64_t Delete = 0x8;
/// Fail unless the data is present.
constexpr int64_t Present = 0x1000;
/// The structured (hold) count: directives only, never the API.
constexpr int64_t OmpxHold = 0x2000;
/// use_device_ptr / use_device_addr: the device address is returned to the
/// region; nothing is mapped or copied.
constexpr int64_t ReturnParam = 0x40;
/// The pointer and its target of a pointer-to-data map.
constexpr int64_t PtrAndObj = 0x10;
/// An argument of the kernel (its base pointer goes in the launch).
constexpr int64_t TargetParam = 0x20;
/// A private (firstprivate where also To) copy of the kernel's own.
constexpr int64_t Private = 0x80;
/// A value passed to a kernel, not mapped.
constexpr int64_t Literal = 0x100;
/// An entry the compiler added (an implicit data attribute).
constexpr int64_t Implicit = 0x200;
/// clang 22: the attachment of a pointer to a section; its begin is the
/// section's, its size a pointer's.
constexpr int64_t Attach = 0x4000;
/// The high 16 bits: the entry is a member of the entry they number.
constexpr int64_t MemberOf = static_cast<int64_t>(0xffff000000000000ULL);
} // namespace maptype

/// The entries only accc's libomptarget exports, looked up once; null
/// under another libomptarget: the run-ahead drain
/// (scripts/offload-run-ahead.patch; RunAhead.cpp), the present lookup of
/// both ends of a range and the count of map changes
/// (scripts/offload-launch-cost.patch; DataMapping.cpp rule 4).
struct AcccOffloadEntries {
  void (*RunAheadDrain)();
  int (*Presence)(const void *Host, int64_t Bytes, int Dev, void **DevPtr);
  uint64_t (*MapGeneration)();
};
const AcccOffloadEntries &acccOffloadEntries();

} // namespace accc::rt

#endif // ACCC_RUNTIME_OFFLOADENTRY_H
