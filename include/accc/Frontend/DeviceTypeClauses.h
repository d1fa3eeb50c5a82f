//===- DeviceTypeClauses.h - The clauses that apply to the target -*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_FRONTEND_DEVICETYPECLAUSES_H
#define ACCC_FRONTEND_DEVICETYPECLAUSES_H

#include "accc/Basic/Options.h"
#include "clang/AST/OpenACCClause.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace accc::frontend {

/// Whether device_type clause \p C names the device type of \p Target:
/// `nvidia` (also `acc_device_nvidia`, `default`) for the GPU, `host` for
/// the host, `multicore` or `host` for multicore; `*` names every type.
bool namesTarget(const clang::OpenACCDeviceTypeClause &C, TargetKind Target);

/// The clauses of a directive, \p All in source order, that apply to
/// \p Target (OpenACC 3.3 sec. 2.4): those before the first device_type
/// clause, less the kinds that a device_type clause naming the target
/// gives again, then the clauses that follow the device_type clauses that
/// name it. The device_type clauses themselves are left out.
llvm::SmallVector<const clang::OpenACCClause *, 8>
clausesFor(llvm::ArrayRef<const clang::OpenACCClause *> All, TargetKind Target);

} // namespace accc::frontend

#endif // ACCC_FRONTEND_DEVICETYPECLAUSES_H
