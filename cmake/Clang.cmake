#===- cmake/Clang.cmake - locate Debian's clang-22 libraries ----------------===#
# The Clang package's version file rejects a bare "22", so find it without a
# version and check the major version ourselves (fail fast on a wrong one).
find_package(Clang REQUIRED CONFIG HINTS /usr/lib/llvm-22/lib/cmake/clang)
find_package(LLVM REQUIRED CONFIG HINTS /usr/lib/llvm-22/lib/cmake/llvm)
if(NOT LLVM_VERSION_MAJOR EQUAL 22)
  message(FATAL_ERROR "accc needs LLVM/Clang 22, found ${LLVM_PACKAGE_VERSION} "
                      "(install clang-22 and libclang-22-dev)")
endif()
message(STATUS "accc: using LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_TOOLS_BINARY_DIR}")

set(ACCC_LLVM_BINDIR ${LLVM_TOOLS_BINARY_DIR})
set(ACCC_CLANG_RESOURCE_DIR
    "${LLVM_LIBRARY_DIR}/clang/${LLVM_VERSION_MAJOR}")

include_directories(SYSTEM ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
include_directories(${PROJECT_SOURCE_DIR}/include)
add_definitions(${LLVM_DEFINITIONS})
if(NOT LLVM_ENABLE_RTTI)
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fno-rtti>)
endif()
add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-Wall> $<$<COMPILE_LANGUAGE:CXX>:-Wno-unused-parameter>)

# Link the shared clang-cpp and LLVM libraries (the IWYU pattern): static
# archives would make every link take minutes on a 2-core machine.
set(ACCC_CLANG_LIBS clang-cpp LLVM)

# add_accc_library(name sources...): one static library per lib/ directory.
function(add_accc_library name)
  add_library(${name} STATIC ${ARGN})
  target_link_libraries(${name} PUBLIC ${ACCC_CLANG_LIBS})
endfunction()
