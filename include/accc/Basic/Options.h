//===- Options.h - Options that steer the translation -----------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The choices that change what OpenMP accc produces. Set by the driver from
/// the command line; read by Transform and Print.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_BASIC_OPTIONS_H
#define ACCC_BASIC_OPTIONS_H

#include "llvm/ADT/StringRef.h"
#include <optional>

namespace accc {

/// Where compute regions run (`-acc=`).
enum class TargetKind {
  Host,      ///< one host thread; OpenACC semantics kept through OpenMP
  Multicore, ///< host threads: one gang per thread, like nvc -acc=multicore
  GPU,       ///< offload through `omp target` (NVPTX when available)
};

/// How gang/worker/vector become OpenMP on the GPU target (`-acc-mapping=`).
enum class MappingKind {
  /// The seed's base mapping: gang->distribute, worker->parallel for,
  /// vector->simd (Clacc's prescriptive mapping).
  Base,
  /// GPU-thread mapping: the innermost partitioned level becomes `parallel
  /// for` threads, naked independent loops are partitioned gang+vector, and
  /// a compute construct whose body is one loop is fused into a combined
  /// directive (docs/Mapping.md, "GPU mapping").
  Threads,
};

/// The `-fopenacc-print=` / `-fopenacc-ast-print=` modes of the seed.
enum class PrintMode { None, ACC, OMP, ACCOMP, OMPACC };

/// Whether \p M prints OpenMP in place of the OpenACC directives (omp,
/// omp-acc, and the compile path, which prints omp): such output drops the
/// source's own OpenMP directives.
inline bool printsOpenMP(PrintMode M) {
  return M == PrintMode::OMP || M == PrintMode::OMPACC;
}

struct TranslateOptions {
  TargetKind Target = TargetKind::GPU;
  MappingKind Mapping = MappingKind::Threads;
  /// Map data clauses with `ompx_hold` (OpenACC's structured reference
  /// count, seed 001). Off gives standard OpenMP for other compilers.
  bool UseHold = true;
  /// GPU: a pointer member whose target a compute construct's data clause
  /// names is read through a local set from it (-fno-openacc-member-locals
  /// turns it off): Analysis/MemberReductions.cpp rule 4.
  bool PointerMemberLocals = true;
  /// GPU launch geometry of combined gang-vector loops: accc's measured
  /// choice (LaunchGeometry.cpp) or, when false (`-acc-geometry=runtime`),
  /// whatever the OpenMP runtime picks.
  bool TunedGeometry = true;
  /// A collapsed loop nest also gets a version chosen at run time
  /// (Transform/CollapseVersions.cpp): on the GPU a 32-bit index, on
  /// multicore the outer loop alone; off with `-acc-collapse=plain`.
  bool CollapseVersions = true;
  /// A GPU loop or collapsed nest also gets an ompx_bare kernel, one thread
  /// per iteration, used where the construct runs on a GPU (the compile
  /// path; the print modes only with -fopenacc-direct-kernels):
  /// Transform/DirectKernels.cpp.
  bool DirectKernels = false;
  /// At most 256 threads per team in that geometry: the driver's fallback
  /// when ptxas cannot fit a kernel into the registers a larger team leaves.
  bool ThreadLimit256 = false;
  /// Call libacc's profiling hooks around each construct (the compile
  /// path; the print modes only with -fopenacc-profiling):
  /// Transform/ProfilingHooks.cpp.
  bool ProfilingHooks = false;
  /// A synchronous compute construct passes the device address of a
  /// pointer's `present` subarray that libacc found, instead of mapping it
  /// (the compile path; the print modes only with -fopenacc-present-lookup):
  /// Transform/PresentLookups.cpp.
  bool PresentLookups = false;
  /// A synchronous gang-level reduction on the GPU combines its teams with
  /// one atomic per team into memory libacc owns, instead of OpenMP's teams
  /// reduction (only with -fopenacc-gang-reductions, experimental):
  /// Transform/GangReductions.cpp.
  bool GangReductions = false;
  /// A synchronous GPU compute construct whose effects stay in device
  /// memory lets the host go on at once (the compile path; the print modes
  /// only with -fopenacc-run-ahead): Transform/RunAhead.cpp.
  bool RunAhead = false;
  /// Multicore and host: the enter data, exit data and update directives,
  /// which vanish there, leave `(void)v;` for the local variables they
  /// name, so that -Wall reports none unused (the compile path; the print
  /// modes print clean OpenMP): Transform/DataToOMP.cpp.
  bool KeepVanishedUses = false;
  /// Streaming multiprocessors of the target GPU (from --offload-arch); the
  /// number of teams of reduction loops is a multiple of it.
  unsigned GpuSMs = 132;
};

/// Streaming multiprocessors of the largest common GPU of architecture
/// \p Arch ("sm_90" -> 132, the H100 SXM); 128 for an unknown one.
unsigned gpuMultiprocessors(llvm::StringRef Arch);

std::optional<TargetKind> parseTargetKind(llvm::StringRef S);
std::optional<MappingKind> parseMappingKind(llvm::StringRef S);
std::optional<PrintMode> parsePrintMode(llvm::StringRef S);
llvm::StringRef targetKindName(TargetKind K);
llvm::StringRef mappingKindName(MappingKind K);

} // namespace accc

#endif // ACCC_BASIC_OPTIONS_H
